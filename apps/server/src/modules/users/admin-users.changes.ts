import {
  defaultPermissionsFor,
  hasPermission,
  USER_MESSAGES,
  type AdminUser,
  type Permission,
  type PublicUser,
  type Role,
  type UserFormValues,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { generatePassword, hashPassword } from '../../lib/crypto.ts';
import { DomainError, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';
import type { ServiceRegistry } from '../module.ts';
import { conflict, formColumns, toAdminUser } from './admin-users.mappers.ts';
import type { PeopleReads } from './admin-users.reads.ts';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.ts';
import type { NewUserRow, UsersRepository } from './users.repository.ts';

/** The services a change of a person reaches: what only served the person goes through its owner. */
export type PeopleChangeServices = {
  auth: Pick<ServiceRegistry['auth'], 'endSessions' | 'retireTokens' | 'deleteTokens'>;
  orders: Pick<ServiceRegistry['orders'], 'hasOrders'>;
  payments: Pick<ServiceRegistry['payments'], 'discardUnusedIntents'>;
  mail: Pick<ServiceRegistry['mail'], 'discardMailTo'>;
  cart: Pick<ServiceRegistry['cart'], 'removeUserCart'>;
};

/**
 * The people screens' changes: create, edit, notes, status, delete (or anonymise), one or
 * many. Every change that signs someone out ends their sessions in the same transaction;
 * every change is written to the activity log in that transaction too.
 */
export function createPeopleChanges({
  database,
  repo,
  usersRepo,
  mustFind,
  auth,
  orders,
  payments,
  mail,
  cart,
}: PeopleChangeServices & {
  database: DatabaseHandle;
  repo: AdminUsersRepository;
  usersRepo: UsersRepository;
  mustFind: PeopleReads['mustFind'];
}) {
  /**
   * The target row locked (inside a transaction), so the rules below decide from it as it is
   * now; the active admins are locked after it (keepAnAdmin). A deadlock between two such
   * calls is retried by the transaction helper.
   */
  async function mustLock(id: number): Promise<AdminUserRow> {
    const [row] = await repo.lockByIds([id]);
    if (!row) throw new DomainError('not_found', USER_MESSAGES.notFound);
    return row;
  }

  /** The actor may only hand out what it holds itself. */
  function checkGrant(actor: PublicUser, role: Role, permissions: Record<string, boolean>) {
    const granted = Object.entries(
      role === 'admin' ? defaultPermissionsFor('admin') : permissions,
    ).filter(([, on]) => on);
    for (const [p] of granted) {
      if (!hasPermission(actor, p as Permission)) {
        throw new DomainError('forbidden', USER_MESSAGES.grant, {
          fields: { permissions: USER_MESSAGES.grant },
          code: 'FORBIDDEN',
        });
      }
    }
  }

  /**
   * Refuses a change that leaves no active admin. `removed` are the ids that stop being
   * active admins. The active admins are locked first, so concurrent removals queue.
   */
  async function keepAnAdmin(removed: number[]) {
    if (!removed.length) return;
    const admins = await repo.lockActiveAdmins();
    const left = admins.filter((id) => !removed.includes(id));
    if (admins.some((id) => removed.includes(id)) && left.length === 0) {
      throw conflict(USER_MESSAGES.lastAdmin);
    }
  }

  const isActiveAdmin = (r: AdminUserRow) => r.role === 'admin' && r.status === 'active';

  /** Deletes, or deactivates and anonymises one that has orders. Inside a transaction. */
  async function removeOne(actorId: number, row: AdminUserRow, unusableHash: string) {
    // Rows of other tables that must keep pointing at the account (orders, and anything
    // else that refers to it without "on delete") keep it: it is anonymised instead. The
    // delete runs in a savepoint, so a refused one leaves the transaction usable.
    const erase = async () =>
      database
        .transaction(() => repo.deleteUser(row.id))
        .then(
          () => true,
          (err: unknown) => {
            if (isForeignKeyViolation(err)) return false;
            throw err;
          },
        );
    if ((await orders.hasOrders(row.id)) || !(await erase())) {
      // Clears the account in place (its orders keep their own copies of name, e-mail and
      // address: those are the books), and drops what only served the person: payment
      // intents that never became an order, mail still queued to its addresses, the cart,
      // the mailed links and the sessions.
      await payments.discardUnusedIntents(row.id);
      await mail.discardMailTo(await repo.addressesOf(row.id));
      await cart.removeUserCart(row.id);
      await repo.anonymise(row.id, unusableHash);
      await auth.deleteTokens(row.id);
      await auth.endSessions(row.id);
      await repo.insertActivity({ userId: row.id, actorId, kind: 'anonymised' });
      return 'anonymised' as const;
    }
    return 'deleted' as const;
  }

  async function changeStatus(actor: PublicUser, rows: AdminUserRow[], status: string) {
    if (status !== 'active') {
      if (rows.some((r) => r.id === actor.id)) throw conflict(USER_MESSAGES.selfStatus);
      await keepAnAdmin(rows.filter(isActiveAdmin).map((r) => r.id));
    }
    const changed = await repo.setStatus(
      rows.map((r) => r.id),
      status,
    );
    for (const id of changed) {
      const before = rows.find((r) => r.id === id)!.status;
      await repo.insertActivity({
        userId: id,
        actorId: actor.id,
        kind: 'status_changed',
        detail: `${before} -> ${status}`,
      });
      if (status !== 'active') await auth.endSessions(id);
    }
    return changed.length;
  }

  return {
    /** An account an admin creates is verified (the admin vouches for the address). */
    async create(actor: PublicUser, v: UserFormValues): Promise<AdminUser> {
      const role = v.role as Role;
      const columns = formColumns(v, role);
      checkGrant(actor, role, columns.permissions as Record<string, boolean>);
      const passwordHash = await hashPassword(v.password);
      const id = await database.transaction(async () => {
        const row = await usersRepo.insertIfEmailFree({
          ...(columns as NewUserRow),
          passwordHash,
          emailVerifiedAt: new Date(),
          termsAcceptedAt: null,
        });
        if (!row) {
          throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
        }
        await repo.insertActivity({ userId: row.id, actorId: actor.id, kind: 'created' });
        return row.id;
      });
      return toAdminUser(await mustFind(id));
    },

    /**
     * `sessionToken` is the actor's own session: an admin changing their own password stays
     * signed in there (their other sessions end).
     */
    async update(
      actor: PublicUser,
      id: number,
      v: UserFormValues,
      sessionToken?: string | null,
    ): Promise<AdminUser> {
      const role = v.role as Role;
      const columns = formColumns(v, role);
      checkGrant(actor, role, columns.permissions as Record<string, boolean>);
      const passwordHash = v.password ? await hashPassword(v.password) : undefined;
      await database.transaction(async () => {
        const before = await mustLock(id);
        if (id === actor.id && role !== before.role) throw conflict(USER_MESSAGES.selfDemote);
        if (id === actor.id && v.status !== 'active') throw conflict(USER_MESSAGES.selfStatus);
        if (isActiveAdmin(before) && (role !== 'admin' || v.status !== 'active')) {
          await keepAnAdmin([id]);
        }
        if (columns.email !== before.email) {
          const owner = await usersRepo.findByEmail(columns.email!);
          if (owner && owner.id !== id) {
            throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
          }
        }
        const emailChanged = columns.email !== before.email;
        try {
          await database.transaction(() =>
            usersRepo.update(id, {
              ...columns,
              ...(passwordHash ? { passwordHash } : {}),
              ...(emailChanged ? { pendingEmail: null } : {}),
            }),
          );
        } catch (err) {
          // Another account took the address between the check above and this write.
          if (isUniqueViolation(err)) {
            throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
          }
          throw err;
        }
        // A change of address the user had asked for is void once an admin sets one.
        if (emailChanged) await auth.retireTokens(id, 'change_email');
        const log = (kind: Parameters<typeof repo.insertActivity>[0]['kind'], detail = '') =>
          repo.insertActivity({ userId: id, actorId: actor.id, kind, detail });
        await log('admin_updated');
        if (role !== before.role) await log('role_changed', `${before.role} -> ${role}`);
        if (v.status !== before.status) {
          await log('status_changed', `${before.status} -> ${v.status}`);
        }
        if (passwordHash) await log('password_changed');
        if (role !== before.role || v.status !== 'active' || passwordHash) {
          await auth.endSessions(id, id === actor.id ? sessionToken : null);
        }
      });
      return toAdminUser(await mustFind(id));
    },

    async saveNotes(actor: PublicUser, id: number, notes: string): Promise<AdminUser> {
      await database.transaction(async () => {
        await mustFind(id);
        await usersRepo.update(id, { notes: notes || null });
        await repo.insertActivity({ userId: id, actorId: actor.id, kind: 'notes_updated' });
      });
      return toAdminUser(await mustFind(id));
    },

    async setStatus(actor: PublicUser, id: number, status: string): Promise<AdminUser> {
      await database.transaction(async () => changeStatus(actor, [await mustLock(id)], status));
      return toAdminUser(await mustFind(id));
    },

    async bulkUpdate(actor: PublicUser, ids: number[], status: string) {
      const updated = await database.transaction(async () =>
        changeStatus(actor, await repo.lockByIds(ids), status),
      );
      return { success: true as const, updated, deleted: 0, anonymised: 0 };
    },

    async remove(actor: PublicUser, id: number) {
      if (id === actor.id) throw conflict(USER_MESSAGES.selfDelete);
      const unusable = await hashPassword(generatePassword());
      const outcome = await database.transaction(async () => {
        const row = await mustLock(id);
        if (isActiveAdmin(row)) await keepAnAdmin([id]);
        return removeOne(actor.id, row, unusable);
      });
      return {
        success: true as const,
        outcome,
        message:
          outcome === 'deleted'
            ? 'User deleted.'
            : 'This account has orders, so it was deactivated and anonymised instead of erased.',
      };
    },

    /** All or nothing: one refused user (self, last admin) refuses the whole call. */
    async bulkDelete(actor: PublicUser, ids: number[]) {
      if (ids.includes(actor.id)) throw conflict(USER_MESSAGES.selfDelete);
      const unusable = await hashPassword(generatePassword());
      const counts = await database.transaction(async () => {
        const rows = await repo.lockByIds(ids);
        await keepAnAdmin(rows.filter(isActiveAdmin).map((r) => r.id));
        let deleted = 0;
        let anonymised = 0;
        for (const row of rows) {
          if ((await removeOne(actor.id, row, unusable)) === 'deleted') deleted += 1;
          else anonymised += 1;
        }
        return { deleted, anonymised };
      });
      return { success: true as const, updated: 0, ...counts };
    },
  };
}
