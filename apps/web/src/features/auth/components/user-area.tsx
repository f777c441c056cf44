import { CircleUserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { headerActionClasses } from '../../../components/layout/header-action';
import { paths } from '../../../config/paths';
import { useShopperSession } from '../../../lib/session';

/** The stored user's name when logged in (a token is present), otherwise 'Login/Sign up'. */
export function UserArea() {
  const { token, username } = useShopperSession();
  const name = token ? username?.trim() : null;

  return (
    <NavLink to={paths.login} className={headerActionClasses}>
      <CircleUserRound aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.75} />
      {name ? (
        <span className="sr-only sm:not-sr-only sm:max-w-36 sm:truncate">Hi, {name}</span>
      ) : (
        <span className="sr-only sm:not-sr-only">Login/Sign up</span>
      )}
    </NavLink>
  );
}
