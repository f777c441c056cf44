// The owner's team (issue 26, decision 0049): what each admin call needs, the preset roles, and the contract of the
// staff, roles, invitation, two-step sign-in and audit calls. The server decides; the web uses the same rules to
// show each person only what they may use.
import { z } from 'zod';
import { idSchema, MAX_ID } from './input.ts';

/** The parts of the admin area a permission opens. */
export const STAFF_AREAS = [
  'products', // products, stock, variants, size guides, search synonyms
  'offers', // coupons and offers
  'customers', // the book of customers and the owner's notes on them
  'orders', // the order desk, packing, shipping, tracking, cash to collect
  'returns', // returns and exchanges
  'refunds', // refunds to the shopper
  'revenue', // the dashboard's sales and revenue figures
  'tickets', // support tickets
  'reviews', // ratings and reviews
  'subscribers', // the WhatsApp newsletter list
  'accounts', // GST settings, invoices, credit notes, reports
  'settings', // delivery, COD, shipping provider, background jobs
  'staff', // staff, roles, the audit log
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** `view` reads; `edit` reads and writes. */
export type StaffLevel = 'view' | 'edit';
export type Permission = `${StaffArea}:${StaffLevel}`;

export const ALL_PERMISSIONS: Permission[] = STAFF_AREAS.flatMap((a) => [
  `${a}:view` as Permission,
  `${a}:edit` as Permission,
]);

export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as string[]).includes(value);

/**
 * What an admin route declares: an area (its level then follows the method), an exact permission, or 'signed-in'
 * for the calls about oneself (the session, one's own devices and code) that everyone on the staff may make.
 */
export type RoutePermission = StaffArea | Permission | 'signed-in';

/**
 * The permission a call needs: a declared area needs `view` for GET/HEAD and `edit` for any other method; null
 * for 'signed-in'.
 */
export function requiredPermission(declared: RoutePermission, method: string): Permission | null {
  if (declared === 'signed-in') return null;
  if (declared.includes(':')) return declared as Permission;
  const reading = method === 'GET' || method === 'HEAD';
  return `${declared}:${reading ? 'view' : 'edit'}` as Permission;
}

/** Whether a role's permissions allow `needed`: `edit` includes `view`. */
export function allows(permissions: readonly string[], needed: Permission): boolean {
  if (permissions.includes(needed)) return true;
  const [area, level] = needed.split(':');
  return level === 'view' && permissions.includes(`${area}:edit`);
}

export const PRESET_ROLES = ['owner', 'catalogue', 'orders', 'support', 'accounts'] as const;
export type PresetRole = (typeof PRESET_ROLES)[number];

const viewOf = (areas: StaffArea[]) => areas.map((a) => `${a}:view` as Permission);
const editOf = (areas: StaffArea[]) => areas.map((a) => `${a}:edit` as Permission);

/** The presets (issue 26): Owner everything; the others their desk, Accounts read-only outside its own. */
export const PRESET_PERMISSIONS: Record<PresetRole, Permission[]> = {
  owner: editOf([...STAFF_AREAS]),
  catalogue: editOf(['products', 'offers']),
  orders: [...editOf(['orders', 'returns']), ...viewOf(['products', 'customers'])],
  support: [
    ...editOf(['tickets', 'reviews', 'subscribers', 'customers']),
    ...viewOf(['orders', 'returns', 'products']),
  ],
  accounts: [
    ...editOf(['accounts']),
    ...viewOf([
      'revenue',
      'refunds',
      'orders',
      'returns',
      'products',
      'offers',
      'customers',
      'settings',
      'subscribers',
    ]),
  ],
};

export const PRESET_NAMES: Record<PresetRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  orders: 'Orders',
  support: 'Support',
  accounts: 'Accounts',
};

/** The readable 403 a person gets for a call outside their role. */
export const forbiddenMessage = (needed: Permission): string => {
  const [area, level] = needed.split(':');
  return `Your role does not allow you to ${level === 'view' ? 'see' : 'change'} ${AREA_LABELS[area as StaffArea].toLowerCase()}. Ask the owner.`;
};

export const AREA_LABELS: Record<StaffArea, string> = {
  products: 'Products and stock',
  offers: 'Offers',
  customers: 'Customers',
  orders: 'Orders',
  returns: 'Returns',
  refunds: 'Refunds',
  revenue: 'Revenue figures',
  tickets: 'Support tickets',
  reviews: 'Reviews',
  subscribers: 'Subscribers',
  accounts: 'GST and invoices',
  settings: 'Shop settings',
  staff: 'Staff and audit log',
};

// ---------------------------------------------------------------------------------------------------------------
// Invitations, TOTP and recovery codes

/** An invitation link works once, within this many hours. */
export const INVITATION_HOURS = 48;
/** A one-time code: 6 digits every 30 s; one step either side is accepted for clock skew. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** Between the password and the code, at most this many minutes. */
export const SIGN_IN_TICKET_MINUTES = 5;

export const STAFF_MESSAGES = {
  invitationExpired: 'This invitation has expired. Ask the owner for a new one.',
  invitationUsed: 'This invitation has already been used. Sign in instead.',
  invitationUnknown: 'This invitation link is not valid.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  replayedCode: 'That code was already used. Wait for the next code.',
  wrongSignIn: 'Incorrect e-mail or password.',
  ticketExpired: 'The sign-in took too long. Please enter your password again.',
  roleNameRequired: 'Please give the role a name.',
  roleNameTaken: 'A role with that name already exists.',
  roleNeedsPermission: 'Please choose at least one permission.',
  roleInUse: 'People still have this role. Give them another role first.',
  presetFixed: 'Preset roles cannot be changed or deleted.',
  lastOwner: 'The shop needs at least one owner: this change would leave none.',
  staffNotFound: 'That person is not on the staff.',
  roleNotFound: 'That role does not exist.',
  alreadyStaff: 'That e-mail address already belongs to someone on the staff.',
  totpRequiredForOwner: 'Set up your own authenticator code before requiring it for everyone.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  sessionNotFound: 'That session has already ended.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The contract

const EmailSchema = z
  .string({ error: 'Please enter an e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an e-mail address.')
  .max(254, 'Please enter a valid e-mail address.')
  .regex(z.regexes.email, 'Please enter a valid e-mail address.');

const NameSchema = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .min(1, 'Please enter a name.')
  .max(80, 'The name is too long (at most 80 characters).');

/** An id from the URL, capped at MAX_ID like every other route. */
export const StaffIdParamsSchema = z.object({ id: idSchema('Please give a valid id.') });

export const RoleIdSchema = z
  .number({ error: 'Please choose a role.' })
  .int('Please choose a role.')
  .positive('Please choose a role.')
  .max(MAX_ID, 'Please choose a role.');

export const InviteStaffSchema = z.object({ email: EmailSchema, name: NameSchema, roleId: RoleIdSchema });
export const ChangeRoleSchema = z.object({ roleId: RoleIdSchema });
export const RequireTotpSchema = z.object({ required: z.boolean({ error: 'Please say yes or no.' }) });

const PermissionSchema = z.string().refine(isPermission, { message: 'Unknown permission.' });
export const RoleInputSchema = z.object({
  name: z
    .string({ error: 'Please give the role a name.' })
    .trim()
    .min(1, 'Please give the role a name.')
    .max(60, 'The role name is too long (at most 60 characters).'),
  permissions: z
    .array(PermissionSchema, { error: 'Please choose at least one permission.' })
    .min(1, 'Please choose at least one permission.')
    .max(ALL_PERMISSIONS.length),
});

export const RoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  preset: z.string().nullable(),
  permissions: z.array(z.string()),
  members: z.number(),
});
export const RolesSchema = z.array(RoleSchema);

export const StaffMemberSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  name: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  isOwner: z.boolean(),
  totpEnabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export const PendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roleName: z.string(),
  expiresAt: z.string(),
});
export const StaffListSchema = z.object({
  staff: z.array(StaffMemberSchema),
  invitations: z.array(PendingInvitationSchema),
  requireTotp: z.boolean(),
});

export const StaffSessionSchema = z.object({
  id: z.number(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const StaffSessionsSchema = z.array(StaffSessionSchema);

/** Who is signed in and what they may use: the web builds its navigation from it. */
export const AdminMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  isOwner: z.boolean(),
  roleName: z.string(),
  permissions: z.array(z.string()),
  totpEnabled: z.boolean(),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

const TokenText = z
  .string({ error: 'This invitation link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.');

export const InvitationTokenSchema = z.object({ token: TokenText });
export const InvitationInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  roleName: z.string(),
  /** The authenticator secret to enrol, base32, and its otpauth:// URI. */
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

export const CodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

export const AcceptInvitationSchema = z.object({
  token: TokenText,
  password: z
    .string({ error: 'Please choose a password.' })
    .min(1, 'Please choose a password.')
    .max(128, 'The password is too long (at most 128 characters).'),
  totpSecret: z.string().regex(/^[A-Z2-7]{32}$/, 'Please start the set-up again.'),
  code: CodeSchema,
});
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const AcceptedSchema = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });

export const StaffSignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
});
export const SignInTicketSchema = z.object({ ticket: z.string() });
export const SecondStepSchema = z.object({
  ticket: z.string({ error: 'Please sign in again.' }).min(1).max(400),
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app.' })
    .trim()
    .toLowerCase()
    .refine((c) => /^\d{6}$/.test(c) || RECOVERY_CODE_PATTERN.test(c), {
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    }),
});

/** The owner's own set-up of a code (the owner signs in with ADMIN_PASSWORD and may add a code). */
export const TotpSetupSchema = z.object({ totpSecret: z.string(), otpauthUri: z.string() });
export const TotpConfirmSchema = z.object({
  totpSecret: z.string().regex(/^[A-Z2-7]{32}$/, 'Please start the set-up again.'),
  code: CodeSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Audit log

export const AuditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof AuditChangeSchema>;
export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.number().nullable(),
  staffName: z.string(),
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  changes: z.array(AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number() });

const optionalText = (max: number) => z.string().trim().max(max).optional();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give dates as YYYY-MM-DD.')
  .optional();
export const AuditQuerySchema = z.object({
  staffId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  entity: optionalText(40),
  entityId: optionalText(80),
  action: optionalText(40),
  from: isoDate,
  to: isoDate,
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/**
 * The changed fields between two snapshots of a row (`before` undefined for a creation, `after` for a deletion):
 * only fields whose value differs, in the order of the keys.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}
