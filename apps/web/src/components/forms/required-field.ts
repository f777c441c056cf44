// A required text field of a react-hook-form form (the staff's sign-in, the owner's password, an invitation).
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * `{...requiredField(form, 'email', 'Please enter …')}` binds an Input to the form's field, marked required, with
 * `message` as its error when left empty, and the field's current error.
 */
export function requiredField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
  message: string,
) {
  const error = form.formState.errors[name]?.message;
  return {
    required: true,
    error: typeof error === 'string' ? error : undefined,
    ...form.register(name, { required: message }),
  };
}
