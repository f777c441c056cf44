import { OTP_PATTERN } from '@zariya/shared/accounts';
import { indianMobile, PHONE_MESSAGES } from '@zariya/shared/phone-codes';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Answer, AnswerLine, answerText } from '../../../components/forms/answer';
import { Button } from '../../../components/ui/button';
import { QueryFailedInline } from '../../../components/ui/fetch-failed';
import { CodeInput } from '../../../components/ui/code-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useAccountPhone, useSendPhoneCode, useVerifyAccountPhone } from '../api/account-phone';
import { MobileNumberInput } from './mobile-number-input';

/**
 * Her mobile number and whether she proved it (issue 28): the shop sends SMS and WhatsApp only to a verified
 * number. She verifies it, or changes it, with a code sent to the number.
 */
export function MobileNumberSettings() {
  const { t } = useT();
  const { token } = useShopperSession();
  const phone = useAccountPhone(token);
  const send = useSendPhoneCode();
  const verify = useVerifyAccountPhone(token);
  const [typed, setTyped] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Answer | null>(null);

  if (phone.isPending)
    return (
      <div aria-busy="true">
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (phone.isError)
    return <QueryFailedInline message={t('Could not load your mobile number.')} query={phone} />;

  const number = typed ?? phone.data.mobile;
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const mobile = indianMobile(number);
    if (!mobile) {
      setNotice({ tone: 'error', text: PHONE_MESSAGES.notIndianMobile });
      return;
    }
    send.mutate(mobile, {
      onSuccess: (answer) => {
        setSentTo(mobile);
        setCode('');
        setNotice({ tone: 'success', text: answer.message });
      },
      onError: (error) => setNotice({ tone: 'error', text: answerText(error, PHONE_MESSAGES.sendFailed) }),
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || !OTP_PATTERN.test(code)) return;
    setNotice(null);
    verify.mutate(
      { mobileNumber: sentTo, otp: code },
      {
        onSuccess: (answer) => {
          setSentTo(null);
          setTyped(null);
          setCode('');
          setNotice({ tone: 'success', text: answer.message ?? PHONE_MESSAGES.verified });
        },
        onError: (error) => setNotice({ tone: 'error', text: answerText(error, PHONE_MESSAGES.codeInvalid) }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-ink-700">
        {phone.data.verified ? (
          <BadgeCheck aria-hidden="true" className="size-4.5 text-success-600" />
        ) : (
          <ShieldAlert aria-hidden="true" className="size-4.5 text-danger-600" />
        )}
        <span>
          {phone.data.mobile ? (
            <strong translate="no" className="font-semibold text-ink-900">
              +91 {phone.data.mobile}
            </strong>
          ) : null}{' '}
          {phone.data.verified
            ? t('Verified: codes and WhatsApp updates come to this number.')
            : t('Not verified: we send no SMS or WhatsApp message to it until you verify it.')}
        </span>
      </p>
      {sentTo ? (
        <form onSubmit={confirm} noValidate className="space-y-3" aria-label={t('Verify your mobile number')}>
          <CodeInput
            label={t('Code from the SMS')}
            placeholder={t('6-digit code')}
            value={code}
            onDigits={setCode}
          />
          <AnswerLine answer={notice} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              type="submit"
              className="sm:flex-1"
              loading={verify.isPending}
              disabled={code.length !== 6}
            >
              {t('Verify number')}
            </Button>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate className="space-y-3" aria-label={t('Mobile number')}>
          <MobileNumberInput value={number} onChange={(event) => setTyped(event.target.value)} />
          <AnswerLine answer={notice} />
          <Button type="submit" variant="secondary" loading={send.isPending}>
            {indianMobile(number) === phone.data.mobile && !phone.data.verified
              ? t('Send a code to verify it')
              : t('Send a code to this number')}
          </Button>
        </form>
      )}
    </div>
  );
}
