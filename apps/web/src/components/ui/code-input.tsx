import { Input, type InputProps } from './input';

/** A six-digit one-time code: the number pad, the code the phone offers from its messages, and only digits kept. */
export function CodeInput({
  onDigits,
  ...props
}: Omit<InputProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'onChange'> & {
  onDigits: (code: string) => void;
}) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
      {...props}
    />
  );
}
