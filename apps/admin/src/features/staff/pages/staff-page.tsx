import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { ROLES, type Role } from '../../../lib/roles';
import { useSession } from '../../../lib/session-store';
import { isolateText, UserText } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import {
  cardClass,
  dangerButton,
  dangerSolidButton,
  errorText,
  primaryButton,
  QueryState,
  secondaryButton,
} from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useStaff } from '../api/get-staff';
import { useUpdateStaff } from '../api/update-staff';
import { AddStaffForm } from '../components/add-staff-form';
import { OwnerPasswordDialog, type OwnerGrant } from '../components/owner-password-dialog';
import { ResetTotpDialog } from '../components/reset-totp-dialog';
import { SetPasswordDialog } from '../components/set-password-dialog';
import { DataTable } from '../../../lib/ui/table-scroll';

/** A change to a member that takes effect at once: a new role, or disabling them, asks first (a mis-tap on a phone
 * could make someone an owner); enabling does not. */
type StaffChange = { role: Role } | { disabled: boolean };

function StaffRow({ member, self }: { member: StaffAccount; self: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateStaff();
  const toast = useToast((s) => s.show);
  const [asking, setAsking] = useState<StaffChange | null>(null);
  const [settingPassword, setSettingPassword] = useState(false);
  const [resettingTotp, setResettingTotp] = useState(false);
  const [granting, setGranting] = useState<OwnerGrant | null>(null);
  /** the role picked in the list and not yet given */
  const [chosen, setChosen] = useState<Role | null>(null);
  const roleList = useRef<HTMLSelectElement>(null);
  const backToList = useRef(false);
  const settled = () => {
    backToList.current = true;
    setChosen(null);
  };
  // the Change button goes with the choice: the keyboard goes back to the list, not to the top of the page (after
  // the dialog's own effect has closed it, which runs first and leaves the keyboard nowhere)
  useEffect(() => {
    if (chosen !== null || !backToList.current) return;
    backToList.current = false;
    roleList.current?.focus();
  }, [chosen]);
  const save = (change: StaffChange) =>
    update.mutate(
      { id: member.id, ...change },
      {
        onSuccess: (m) => {
          setAsking(null);
          if (chosen !== null) settled();
          toast(t('staff.updated', { name: m.name }));
        },
        onError: (e) => {
          setAsking(null);
          toast(errorText(e, t('app.networkError')), 'error');
        },
      },
    );
  const name = isolateText(member.name);
  return (
    <tr className={member.disabled ? 'bg-slate-50 text-slate-500' : ''}>
      <td className="p-3">
        <UserText value={member.name} className="font-semibold" />
        {self && <span className="ms-2 text-xs text-teal-800">({t('staff.you')})</span>}
        <span className="block text-sm">
          <bdi dir="ltr">{member.email}</bdi>
        </span>
      </td>
      <td className="p-3">
        <label className="sr-only" htmlFor={`role-${member.id}`}>
          {t('staff.changeRole', { name: member.name })}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <select
            ref={roleList}
            id={`role-${member.id}`}
            value={chosen ?? member.role}
            disabled={self || update.isPending}
            // a choice is only a choice until the button beside it: arrow keys step through the roles without asking
            onChange={(e) => setChosen(e.target.value === member.role ? null : (e.target.value as Role))}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-2"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
          {chosen !== null && (
            <button
              type="button"
              className={secondaryButton}
              disabled={update.isPending}
              aria-label={t('staff.applyRoleFor', { name: member.name })}
              // an owner is made with the owner's own password; the other roles are asked for as any change is
              onClick={() => (chosen === 'owner' ? setGranting('promote') : setAsking({ role: chosen }))}
            >
              {t('staff.applyRole')}
            </button>
          )}
        </div>
      </td>
      <td className="p-3">{member.totp_enabled ? t('staff.on') : t('staff.off')}</td>
      <td className="p-3">{member.disabled ? t('staff.disabled') : t('staff.active')}</td>
      <td className="p-3 whitespace-nowrap">{formatDate(member.created_at, locale)}</td>
      <td className="p-3">
        <div className="flex flex-wrap gap-2 whitespace-nowrap">
          {!self && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setSettingPassword(true)}
              aria-label={t('staff.setPasswordFor', { name: member.name })}
            >
              {t('staff.setPassword')}
            </button>
          )}
          {!self && (
            <SetPasswordDialog member={member} open={settingPassword} onClose={() => setSettingPassword(false)} />
          )}
          {/* a member who lost the phone with their authenticator cannot log in until it is off */}
          {!self && member.totp_enabled && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setResettingTotp(true)}
              aria-label={t('staff.resetTotpFor', { name: member.name })}
            >
              {t('staff.resetTotp')}
            </button>
          )}
          {!self && <ResetTotpDialog member={member} open={resettingTotp} onClose={() => setResettingTotp(false)} />}
          {!self && (
            <OwnerPasswordDialog
              member={member}
              grant={granting ?? 'promote'}
              open={granting !== null}
              onClose={() => {
                setGranting(null);
                settled();
              }}
            />
          )}
          {!self && (
            <button
              type="button"
              className={member.disabled ? secondaryButton : dangerButton}
              disabled={update.isPending}
              onClick={() => {
                // a disabled owner comes back with the owner's own password
                if (!member.disabled) setAsking({ disabled: true });
                else if (member.role === 'owner') setGranting('enable');
                else save({ disabled: false });
              }}
              aria-label={`${member.disabled ? t('staff.enable') : t('staff.disable')}: ${member.name}`}
            >
              {member.disabled ? t('staff.enable') : t('staff.disable')}
            </button>
          )}
          <ConfirmDialog
            open={asking !== null}
            title={
              asking && 'role' in asking
                ? t('staff.roleTitle', { name, role: t(`roles.${asking.role}`) })
                : t('staff.disableTitle', { name })
            }
            confirmLabel={asking && 'role' in asking ? t('staff.roleConfirm') : t('staff.disable')}
            cancelLabel={t('staff.keep')}
            confirmClass={asking && 'role' in asking ? primaryButton : dangerSolidButton}
            busy={update.isPending}
            onConfirm={() => asking && save(asking)}
            onClose={() => {
              if (asking && 'role' in asking) settled();
              setAsking(null);
            }}
          >
            {asking && 'role' in asking ? t('staff.roleText', { name }) : t('staff.disableText', { name })}
          </ConfirmDialog>
        </div>
      </td>
    </tr>
  );
}

export function StaffPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.title'));
  const staff = useStaff();
  const me = useSession((s) => s.staff);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('staff.title')}</h1>
      <section className={cardClass} aria-labelledby="add-staff">
        <h2 id="add-staff" className="mb-3 text-lg font-bold">
          {t('staff.add')}
        </h2>
        <AddStaffForm />
      </section>
      <QueryState query={staff} isEmpty={(members) => members.length === 0} emptyTitle={t('staff.empty')}>
        {(members) => (
          <DataTable
            label={t('staff.title')}
            columns={[
              t('staff.name'),
              t('staff.role'),
              t('staff.twoFactor'),
              t('staff.state'),
              t('staff.since'),
              <span key="actions" className="sr-only">
                {t('orders.actions')}
              </span>,
            ]}
            bodyClassName="divide-y divide-slate-100"
          >
            {members.map((m) => (
              <StaffRow key={m.id} member={m} self={m.id === me?.id} />
            ))}
          </DataTable>
        )}
      </QueryState>
    </div>
  );
}
