// The owner's staff page (issue 26): who is on the team with their role and code, invitations waiting, the
// invite form, each person's signed-in devices (ended with one tap), removal, and the switch that requires the
// authenticator code for everyone. Every change is refused or allowed by the server; this page only asks.
import type { AdminMe } from '@zariya/shared/staff';
import { MonitorSmartphone, ShieldCheck, UserMinus, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import {
  useChangeRole,
  useEndSession,
  useInvite,
  useRemoveStaff,
  useRequireTotp,
} from '../api/staff-mutations';
import { useRoles, useSessions, useStaffList } from '../api/staff-queries';
import { OwnCodeSetup } from './own-code-setup';
import { requiredField } from '../../../components/forms/required-field';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

function InviteForm({ roles }: { roles: Array<{ id: number; name: string }> }) {
  const invite = useInvite();
  const form = useForm({
    defaultValues: { email: '', name: '', roleId: String(roles.find((r) => r.name !== 'Owner')?.id ?? '') },
  });
  const { register, handleSubmit, reset } = form;
  const onSubmit = handleSubmit((values) =>
    invite.mutate(
      { email: values.email, name: values.name, roleId: Number(values.roleId) },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset({ email: '', name: '', roleId: values.roleId });
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not send the invitation.')),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-end">
      <Input label="Name" {...requiredField(form, 'name', 'Please enter a name.')} />
      <Input
        label="E-mail"
        type="email"
        {...requiredField(form, 'email', 'Please enter an e-mail address.')}
      />
      <Select
        label="Role"
        options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
        {...register('roleId')}
      />
      <Button type="submit" loading={invite.isPending}>
        {invite.isPending ? null : <UserPlus aria-hidden="true" className="size-4" />}
        Invite
      </Button>
    </form>
  );
}

function Sessions({ staffId }: { staffId: number }) {
  const sessions = useSessions(staffId);
  const end = useEndSession();
  if (sessions.isPending) return <Skeleton className="h-10 w-full" />;
  const rows = sessions.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-ink-500">Not signed in anywhere.</p>;
  return (
    <ul className="divide-y divide-ivory-300/70 text-sm">
      {rows.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="flex items-center gap-2">
            <MonitorSmartphone aria-hidden="true" className="size-4 text-ink-500" />
            <span>
              {s.device || 'A browser'} · {s.ip || 'unknown address'} · last seen {when(s.lastSeenAt)}
              {s.current ? ' · this browser' : ''}
            </span>
          </span>
          {s.current ? null : (
            <Button
              size="sm"
              variant="secondary"
              loading={end.isPending && end.variables === s.id}
              onClick={() =>
                end.mutate(s.id, {
                  onSuccess: () => toast.success('Session ended.'),
                  onError: (error) => toast.error(errorMessage(error, 'Could not end the session.')),
                })
              }
            >
              Sign out
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function Person({
  person,
  roles,
  me,
}: {
  person: {
    id: number;
    name: string;
    email: string | null;
    roleId: number;
    roleName: string;
    isOwner: boolean;
    totpEnabled: boolean;
  };
  roles: Array<{ id: number; name: string }>;
  me: AdminMe;
}) {
  const changeRole = useChangeRole();
  const remove = useRemoveStaff();
  const [showSessions, setShowSessions] = useState(false);
  const roleField = useId();
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium text-ink-900">
            {person.name}
            {person.id === me.id ? <span className="text-ink-500"> (you)</span> : null}
          </p>
          <p className="text-sm text-ink-500">{person.email ?? 'Signs in with the admin password'}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="plum">{person.roleName}</Badge>
            {person.totpEnabled ? (
              <Badge tone="success">Code set up</Badge>
            ) : (
              <Badge tone="muted">No code</Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {person.isOwner ? null : (
            <Select
              id={roleField}
              label={`Role of ${person.name}`}
              hideLabel
              value={String(person.roleId)}
              options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
              onChange={(e) =>
                changeRole.mutate(
                  { id: person.id, roleId: Number(e.target.value) },
                  {
                    onSuccess: () => toast.success(`${person.name}'s role changed.`),
                    onError: (error) => toast.error(errorMessage(error, 'Could not change the role.')),
                  },
                )
              }
              className="w-40"
            />
          )}
          <Button size="sm" variant="secondary" onClick={() => setShowSessions((v) => !v)}>
            {showSessions ? 'Hide devices' : 'Devices'}
          </Button>
          {person.isOwner ? null : (
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              onClick={() => {
                if (!window.confirm(`Remove ${person.name} from the staff? They are signed out at once.`))
                  return;
                remove.mutate(person.id, {
                  onSuccess: () => toast.success(`${person.name} removed.`),
                  onError: (error) => toast.error(errorMessage(error, 'Could not remove.')),
                });
              }}
            >
              <UserMinus aria-hidden="true" className="size-4" /> Remove
            </Button>
          )}
        </div>
      </div>
      {showSessions ? (
        <div className="mt-3 rounded-lg bg-ivory-100 px-3">
          <Sessions staffId={person.id} />
        </div>
      ) : null}
    </li>
  );
}

export function StaffTeam({ me }: { me: AdminMe }) {
  const list = useStaffList();
  const roles = useRoles();
  const requireTotp = useRequireTotp();
  const switchLabel = useId();
  if (list.isPending || roles.isPending) return <Skeleton className="h-64 w-full" />;
  if (!list.data || !roles.data) return <p role="alert">Could not load the staff. Please reload the page.</p>;
  const roleOptions = roles.data.map((r) => ({ id: r.id, name: r.name }));
  const active = list.data.staff.filter((s) => !s.disabledAt);
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-medium">Invite someone</h2>
        <p className="mt-1 mb-4 text-sm text-ink-500">
          They get an e-mail with a link that works once, for 48 hours, to set a password and their sign-in
          code.
        </p>
        <InviteForm roles={roleOptions} />
        {list.data.invitations.length > 0 ? (
          <div className="mt-5">
            <h3 className="text-sm font-medium text-ink-700">Waiting for an answer</h3>
            <ul className="mt-1 text-sm text-ink-700">
              {list.data.invitations.map((i) => (
                <li key={i.id}>
                  {i.name} ({i.email}) as {i.roleName}, until {when(i.expiresAt)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-start gap-3">
            <ShieldCheck aria-hidden="true" className="mt-1 size-5 text-plum-800" />
            <div>
              <h2 id={switchLabel} className="text-lg font-medium">
                Require the code for everyone
              </h2>
              <p className="text-sm text-ink-500">
                Staff always sign in with a code; with this on, the owner's password needs one too.
              </p>
            </div>
          </div>
          <Switch
            labelledBy={switchLabel}
            checked={list.data.requireTotp}
            disabled={requireTotp.isPending}
            onChange={(on) =>
              requireTotp.mutate(on, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(errorMessage(error, 'Could not change the setting.')),
              })
            }
          />
        </div>
        {me.totpEnabled ? null : <OwnCodeSetup />}
      </Card>

      <Card>
        <h2 className="text-lg font-medium">The team ({active.length})</h2>
        <ul className="divide-y divide-ivory-300/70">
          {active.map((person) => (
            <Person key={person.id} person={person} roles={roleOptions} me={me} />
          ))}
        </ul>
      </Card>
    </div>
  );
}
