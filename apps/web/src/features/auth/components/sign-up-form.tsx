import { zodResolver } from '@hookform/resolvers/zod';
import { type Signup, SignupSchema } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/forms/address-fields';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { Input } from '../../../components/ui/input';
import { MobileNumberInput } from './mobile-number-input';
import { AnswerAlert } from '../../../components/forms/answer';
import { useFormMessage } from '../../../components/forms/form-message';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePincodeAutofill } from '../../../lib/pincode-lookup';
import { isSession, useSignup } from '../api/signup';
import { PasswordInput } from './password-input';
import { passwordProblem, warmPasswordRule } from './password-rule';

export const SIGNUP_PANEL_CLOSE_MS = 3000;

type Values = Signup & { confirmPassword: string };

const empty: Values = {
  fullname: '',
  contact: '',
  email: '',
  password: '',
  confirmPassword: '',
  deliveryAddress: { ...EMPTY_ADDRESS },
};

const schemaResolver = zodResolver(SignupSchema);

/** The server's own rules (SignupSchema) plus the one rule only the browser can check. */
const resolver: Resolver<Values, unknown, Signup> = async (values, context, options) => {
  const { confirmPassword, ...body } = values;
  const result = await schemaResolver(
    { ...body, contact: body.contact.replace(/[\s-]/g, '') },
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  const errors = { ...result.errors } as FieldErrors<Values>;
  if (confirmPassword !== values.password) {
    errors.confirmPassword = { type: 'validate', message: MESSAGES.passwordsDontMatch };
  }
  if (!errors.password && values.password) {
    const problem = await passwordProblem(values.password, [values.fullname, values.email, values.contact]);
    if (problem) errors.password = { type: 'validate', message: problem };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as Signup, errors: {} };
};

function signupError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.status === 400) return `${MESSAGES.signupFailed}: ${error.message}`;
    if (error.status === 429 || error.status === 0) return error.message;
  }
  return MESSAGES.signupFailed;
}

/** Sign-up with every field of product rules §2; on success the shopper is logged in and the panel closes after 3 s. */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const message = useFormMessage();
  const signup = useSignup();
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // After the details: the code sent to her mobile proves the number (issue 28).
  const [pending, setPending] = useState<{ body: Signup; sentTo?: string; message: string } | null>(null);
  const [code, setCode] = useState('');
  const { register, handleSubmit, formState, reset, watch, setValue } = useForm<Values, unknown, Signup>({
    defaultValues: empty,
    resolver,
  });
  const pincode = usePincodeAutofill(watch('deliveryAddress.postalCode') ?? '', '', (place) => {
    setValue('deliveryAddress.city', place.city, { shouldValidate: formState.isSubmitted });
    setValue('deliveryAddress.state', place.state, { shouldValidate: formState.isSubmitted });
  });
  const errors = formState.errors;
  // An unknown pincode is named as soon as it is typed; the server refuses it at sign-up all the same.
  const addressErrors = pincode.unknown
    ? {
        ...errors.deliveryAddress,
        postalCode: errors.deliveryAddress?.postalCode ?? { message: pincode.unknown },
      }
    : errors.deliveryAddress;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setSucceeded(false);
      setPending(null);
      setCode('');
      reset(empty);
      onDone();
    }, SIGNUP_PANEL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone, reset]);

  const onSubmit = handleSubmit((body) => {
    setServerError(null);
    signup.mutate(body, {
      onSuccess: (answer) => {
        if (isSession(answer)) setSucceeded(true);
        else setPending({ body, sentTo: answer.sentTo, message: answer.message });
      },
      onError: (error) => setServerError(signupError(error)),
    });
  });

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setServerError(null);
    signup.mutate(
      { ...pending.body, otp: code.trim() },
      {
        onSuccess: (answer) => {
          if (isSession(answer)) setSucceeded(true);
        },
        onError: (error) =>
          setServerError(
            error instanceof ApiError && error.status === 401 ? MESSAGES.otpInvalid : signupError(error),
          ),
      },
    );
  };

  const resend = () => {
    if (!pending) return;
    setServerError(null);
    setCode('');
    signup.mutate(pending.body, {
      onSuccess: (answer) => {
        if (!isSession(answer)) setPending({ ...pending, message: answer.message });
      },
      onError: (error) => setServerError(signupError(error)),
    });
  };

  if (pending)
    return (
      <form onSubmit={onConfirm} noValidate aria-label={t('Verify your mobile number')} className="space-y-4">
        <h3 className="font-display text-lg text-plum-950">{t('Verify your mobile number')}</h3>
        <p className="text-sm text-ink-700">
          {t('We have sent a 6-digit code to your mobile')}{' '}
          <strong translate="no" className="font-semibold text-ink-900">
            {pending.sentTo}
          </strong>
          {'. '}
          {t('Enter it to finish signing up.')}
        </p>
        <CodeInput
          label={t('Code from the SMS')}
          placeholder={t('6-digit code')}
          value={code}
          onDigits={setCode}
          className="[&_input]:tabular-nums [&_input:not(:placeholder-shown)]:tracking-[0.3em]"
        />
        {serverError ? <AnswerAlert tone="error">{message(serverError)}</AnswerAlert> : null}
        {succeeded ? <AnswerAlert tone="success">{t(MESSAGES.signupSuccess)}</AnswerAlert> : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={signup.isPending}
          disabled={succeeded || code.length !== 6}
        >
          {t('Verify and sign up')}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="sm:flex-1" onClick={resend} disabled={succeeded}>
            {t('Send a new code')}
          </Button>
          <Button
            variant="link"
            className="text-sm"
            onClick={() => {
              setPending(null);
              setServerError(null);
            }}
            disabled={succeeded}
          >
            {t('Change my details')}
          </Button>
        </div>
      </form>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Sign up')} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('Your Fullname')}
          autoComplete="name"
          className="sm:col-span-2"
          error={message(errors.fullname?.message)}
          {...register('fullname')}
        />
        <MobileNumberInput error={message(errors.contact?.message)} {...register('contact')} />
        <Input
          label={t('Your email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <PasswordInput
          label={t('Your Password')}
          autoComplete="new-password"
          hint={t('At least 8 characters, and not a common or easy-to-guess password.')}
          onFocus={warmPasswordRule}
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <PasswordInput
          label={t('Confirm Password')}
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </div>
      <fieldset className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <legend className="col-span-2 mb-3 font-display text-lg text-plum-950">
          {t('Delivery address')}
        </legend>
        <AddressFields
          field={(key) => register(`deliveryAddress.${key}`)}
          errors={addressErrors}
          pincodeHint={pincode.hint}
        />
      </fieldset>
      {serverError ? <AnswerAlert tone="error">{message(serverError)}</AnswerAlert> : null}
      {succeeded ? <AnswerAlert tone="success">{t(MESSAGES.signupSuccess)}</AnswerAlert> : null}
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending} disabled={succeeded}>
        {signup.isPending ? null : <UserPlus aria-hidden="true" className="size-4" />}
        {t('Sign Up')}
      </Button>
    </form>
  );
}
