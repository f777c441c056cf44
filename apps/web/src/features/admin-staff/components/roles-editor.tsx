// The roles page (issue 26): the five presets with what they open, and custom roles built from the same
// permissions (each area: none, see, or see and change). Presets are fixed; a custom role in use cannot go.
import { AREA_LABELS, type Permission, STAFF_AREAS, type StaffArea } from '@zariya/shared/staff';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteRole, useSaveRole } from '../api/staff-mutations';
import { useRoles } from '../api/staff-queries';
import { FormAlert } from '../../../components/ui/form-alert';
import { plural } from '../../../lib/plural';

type Level = 'none' | 'view' | 'edit';

const levelOf = (permissions: readonly string[], area: StaffArea): Level =>
  permissions.includes(`${area}:edit`) ? 'edit' : permissions.includes(`${area}:view`) ? 'view' : 'none';

const LEVEL_LABELS: Record<Level, string> = { none: 'No access', view: 'See', edit: 'See and change' };

function summary(permissions: readonly string[]): string {
  const parts = STAFF_AREAS.map((a) => [a, levelOf(permissions, a)] as const)
    .filter(([, l]) => l !== 'none')
    .map(([a, l]) => `${AREA_LABELS[a]}${l === 'view' ? ' (see)' : ''}`);
  return parts.length ? parts.join(', ') : 'Nothing';
}

function RoleForm({
  initial,
  onDone,
}: {
  initial?: { id: number; name: string; permissions: string[] };
  onDone: () => void;
}) {
  const save = useSaveRole();
  const [name, setName] = useState(initial?.name ?? '');
  const [levels, setLevels] = useState<Record<StaffArea, Level>>(
    () =>
      Object.fromEntries(STAFF_AREAS.map((a) => [a, levelOf(initial?.permissions ?? [], a)])) as Record<
        StaffArea,
        Level
      >,
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        const permissions = STAFF_AREAS.filter((a) => levels[a] !== 'none').map(
          (a) => `${a}:${levels[a]}` as Permission,
        );
        save.mutate(
          { id: initial?.id, name, permissions },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
            onError: (err) => setError(errorMessage(err, 'Could not save the role.')),
          },
        );
      }}
    >
      <Input label="Role name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
      <div className="grid gap-3 sm:grid-cols-2">
        {STAFF_AREAS.map((area) => (
          <Select
            key={area}
            label={AREA_LABELS[area]}
            value={levels[area]}
            options={(['none', 'view', 'edit'] as const).map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
            onChange={(e) => setLevels((prev) => ({ ...prev, [area]: e.target.value as Level }))}
          />
        ))}
      </div>
      <FormAlert>{error}</FormAlert>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save role
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function RolesEditor() {
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (roles.isPending) return <Skeleton className="h-64 w-full" />;
  if (!roles.data) return <p role="alert">Could not load the roles. Please reload the page.</p>;
  return (
    <div className="space-y-4">
      {editing === 'new' ? (
        <Card>
          <h2 className="mb-4 text-lg font-medium">New role</h2>
          <RoleForm onDone={() => setEditing(null)} />
        </Card>
      ) : (
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> New role
        </Button>
      )}
      <ul className="space-y-3">
        {roles.data.map((role) => (
          <li key={role.id}>
            <Card>
              {editing === role.id ? (
                <RoleForm initial={role} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {role.name}
                      <Badge tone={role.preset ? 'plum' : 'gold'}>{role.preset ? 'Preset' : 'Custom'}</Badge>
                      <span className="text-sm font-normal text-ink-500">
                        {plural(role.members, 'person', 'people')}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-ink-700">{summary(role.permissions)}</p>
                  </div>
                  {role.preset ? null : (
                    <div className="flex gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(role.id)}>
                        <Pencil aria-hidden="true" className="size-4" /> Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          remove.mutate(role.id, {
                            onSuccess: ({ message }) => toast.success(message),
                            onError: (err) => toast.error(errorMessage(err, 'Could not delete the role.')),
                          })
                        }
                      >
                        <Trash2 aria-hidden="true" className="size-4" /> Delete
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
