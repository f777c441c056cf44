import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

export function LoginPrompt({ children }: { children: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 p-8 text-center ring-1 ring-ivory-300/70">
      <p className="text-ink-700">{children}</p>
      <Link to={paths.login} className={buttonClasses({ size: 'md' })}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('Login/Sign up')}
      </Link>
    </div>
  );
}
