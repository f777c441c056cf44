import { Input, type InputProps } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';

/** An Indian mobile number: the phone's number pad, +91 before it, and the browser's saved number offered. */
export function MobileNumberInput(
  props: Omit<InputProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'prefix'>,
) {
  const { t } = useT();
  return (
    <Input
      label={t('Mobile Number')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix="+91"
      {...props}
    />
  );
}
