import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  allows,
  changedFields,
  forbiddenMessage,
  PRESET_PERMISSIONS,
  requiredPermission,
  RoleInputSchema,
  SecondStepSchema,
} from './staff.ts';

describe('staff permissions (issue 26)', () => {
  it('an area needs view to read and edit to change; an exact permission is itself; signed-in needs none', () => {
    expect(requiredPermission('orders', 'GET')).toBe('orders:view');
    expect(requiredPermission('orders', 'HEAD')).toBe('orders:view');
    expect(requiredPermission('orders', 'POST')).toBe('orders:edit');
    expect(requiredPermission('orders', 'DELETE')).toBe('orders:edit');
    expect(requiredPermission('revenue:view', 'POST')).toBe('revenue:view');
    expect(requiredPermission('signed-in', 'DELETE')).toBeNull();
  });

  it('edit includes view, never the other way round', () => {
    expect(allows(['products:edit'], 'products:view')).toBe(true);
    expect(allows(['products:view'], 'products:edit')).toBe(false);
    expect(allows(['products:edit'], 'orders:view')).toBe(false);
  });

  it('the presets: Owner everything, Orders no revenue or refunds, Accounts read-only outside GST', () => {
    expect(ALL_PERMISSIONS.every((p) => allows(PRESET_PERMISSIONS.owner, p))).toBe(true);
    expect(allows(PRESET_PERMISSIONS.orders, 'orders:edit')).toBe(true);
    expect(allows(PRESET_PERMISSIONS.orders, 'revenue:view')).toBe(false);
    expect(allows(PRESET_PERMISSIONS.orders, 'refunds:view')).toBe(false);
    expect(allows(PRESET_PERMISSIONS.catalogue, 'products:edit')).toBe(true);
    expect(allows(PRESET_PERMISSIONS.catalogue, 'orders:view')).toBe(false);
    expect(allows(PRESET_PERMISSIONS.support, 'tickets:edit')).toBe(true);
    expect(allows(PRESET_PERMISSIONS.accounts, 'accounts:edit')).toBe(true);
    expect(allows(PRESET_PERMISSIONS.accounts, 'orders:edit')).toBe(false);
    expect(allows(PRESET_PERMISSIONS.accounts, 'orders:view')).toBe(true);
    for (const preset of ['catalogue', 'orders', 'support', 'accounts'] as const)
      expect(allows(PRESET_PERMISSIONS[preset], 'staff:view')).toBe(false);
  });

  it('says in words what the role does not allow', () => {
    expect(forbiddenMessage('orders:view')).toBe(
      'Your role does not allow you to see orders. Ask the owner.',
    );
    expect(forbiddenMessage('products:edit')).toBe(
      'Your role does not allow you to change products and stock. Ask the owner.',
    );
  });

  it('a role needs a name and at least one known permission', () => {
    expect(
      RoleInputSchema.safeParse({ name: ' ', permissions: ['orders:view'] }).error?.issues[0].message,
    ).toBe('Please give the role a name.');
    expect(RoleInputSchema.safeParse({ name: 'Packer', permissions: [] }).success).toBe(false);
    expect(RoleInputSchema.safeParse({ name: 'Packer', permissions: ['orders:delete'] }).success).toBe(false);
    expect(RoleInputSchema.safeParse({ name: 'Packer', permissions: ['orders:edit'] }).success).toBe(true);
  });

  it('the second step takes 6 digits or a recovery code', () => {
    expect(SecondStepSchema.safeParse({ ticket: 't', code: '123456' }).success).toBe(true);
    expect(SecondStepSchema.safeParse({ ticket: 't', code: 'ABCDE-FGHJK' }).data?.code).toBe('abcde-fghjk');
    expect(SecondStepSchema.safeParse({ ticket: 't', code: '12345' }).success).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value differs, with before and after', () => {
    expect(
      changedFields({ newPrice: 1200, stock: 8, name: 'Saree' }, { newPrice: 999, stock: 8, name: 'Saree' }),
    ).toEqual([{ field: 'newPrice', before: 1200, after: 999 }]);
  });
  it('a creation has only afters, a deletion only befores; arrays compare by value', () => {
    expect(changedFields(undefined, { status: 'due' })).toEqual([
      { field: 'status', before: null, after: 'due' },
    ]);
    expect(changedFields({ status: 'due' }, undefined)).toEqual([
      { field: 'status', before: 'due', after: null },
    ]);
    expect(changedFields({ sizes: ['S', 'M'] }, { sizes: ['S', 'M'] })).toEqual([]);
  });
});
