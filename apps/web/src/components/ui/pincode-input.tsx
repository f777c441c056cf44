import { Input, type InputProps } from './input';

/** A six-digit Indian pincode: the number pad, and only digits kept as it is typed or pasted. */
export function PincodeInput({
  onDigits,
  ...props
}: Omit<InputProps, 'inputMode' | 'maxLength' | 'onChange'> & { onDigits: (pincode: string) => void }) {
  return (
    <Input
      inputMode="numeric"
      maxLength={6}
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
      {...props}
    />
  );
}
