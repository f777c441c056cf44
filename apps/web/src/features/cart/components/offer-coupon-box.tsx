import { COUPON_CODE } from '@zariya/shared/constants';
import { typedCodeError } from '@zariya/shared/bag-code';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { couponErrorMessage, useApplyCoupon } from '../api/apply-coupon';

/** product rules §2 Offers: the coupon entry. A valid code is applied to the whole bag in the shopper's cart. */
export function OfferCouponBox() {
  const { t } = useT();
  const { token } = useShopperSession();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const apply = useApplyCoupon();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      // Logged out: the code is still checked, but there is no cart to apply it to yet.
      const problem = typedCodeError(code);
      setLocalError(problem ? t(problem) : t('Please log in to apply this coupon to your cart.'));
      return;
    }
    apply.mutate({ couponCode: code });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          label={t('Coupon code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setLocalError(null);
            if (apply.isError) apply.reset();
          }}
          placeholder={t('e.g. {{code}}', { code: COUPON_CODE })}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={localError ?? (apply.error ? couponErrorMessage(apply.error) : undefined)}
          className="flex-1"
        />
        <Button type="submit" size="md" loading={apply.isPending} className="sm:mt-7">
          {t('Apply coupon')}
        </Button>
      </div>
      {!token ? (
        <p className="text-sm text-ink-700">
          <Link to={paths.login} className={buttonClasses({ variant: 'link' })}>
            {t('Log in')}
          </Link>{' '}
          {t('to apply a coupon to your cart.')}
        </p>
      ) : apply.isSuccess ? (
        <p role="status" className="text-sm font-medium text-success-600">
          {t(apply.data.message)}{' '}
          <Link to={paths.cart} className={buttonClasses({ variant: 'link' })}>
            {t('Go to your cart')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
