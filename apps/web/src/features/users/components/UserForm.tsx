import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  createUserSchema,
  defaultPermissionsFor,
  PEOPLE_SCREEN_MESSAGES,
  PERMISSION_LABELS,
  PERMISSIONS,
  PREFERENCE_LABELS,
  PREFERENCES,
  ROLE_DESCRIPTIONS,
  COUNTRIES,
  DEFAULT_COUNTRY,
  normaliseCountry,
  updateUserSchema,
  USER_MESSAGES,
  USER_ROLE_CHOICES,
  type AdminUser,
  type Role,
  type UserFormInput,
  type UserFormValues,
} from '@shop/contract';
import { SelectField, TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useSaveUser } from '../api/admin-users';
import { ROLE_LABELS, STATUS_OPTIONS } from '../people-labels';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/field-props';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';

/** Redirect after saving a user (docs/modules/users.md#screens). */
export const SAVED_REDIRECT_MS = 2000;

const EMPTY: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: 'customer',
  status: 'active',
  companyName: '',
  address: { street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY },
  preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: false },
  permissions: {
    canViewReports: false,
    canManageProducts: false,
    canManageOrders: false,
    canManageUsers: false,
  },
  notes: '',
  password: '',
  confirmPassword: '',
};

/** The address card's text fields, laid out two to a row from md up. */
const ADDRESS_FIELDS = [
  { name: 'address.street', id: 'user-street', label: 'Street Address', className: 'col-12 mb-3' },
  { name: 'address.city', id: 'user-city', label: 'City', className: 'col-md-6 mb-3' },
  { name: 'address.state', id: 'user-state', label: 'State', className: 'col-md-6 mb-3' },
  {
    name: 'address.zipCode',
    id: 'user-zip',
    label: 'ZIP Code',
    className: 'col-md-6 mb-3 mb-md-0',
  },
] as const;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

function valuesOf(user: AdminUser): UserFormInput {
  return {
    ...EMPTY,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    status: user.status,
    companyName: user.companyName ?? '',
    address: {
      ...user.address,
      // The saved country as the one list names it; one the shop does not know is left for
      // the admin to choose, never quietly replaced.
      country: normaliseCountry(user.address.country) ?? '',
    },
    preferences: user.preferences,
    permissions: user.permissions,
    notes: user.notes ?? '',
  };
}

/** A titled card of the form (Personal Information, Address, Password, ...). */
function FormCard({
  title,
  bodyClassName,
  children,
}: {
  title: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body className={bodyClassName}>{children}</Card.Body>
    </Card>
  );
}

/**
 * The user form (docs/modules/users.md): the schema is the one
 * the server checks with, so every message shows here first and again from the server.
 */
export function UserForm({ user, backTo }: { user?: AdminUser; backTo: string }) {
  const editing = user !== undefined;
  const navigate = useNavigate();
  const save = useSaveUser();
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Saved: the form waits for its return to the list and cannot be sent again. */
  const [saved, setSaved] = useState(false);
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(editing ? updateUserSchema : createUserSchema),
    defaultValues: user ? valuesOf(user) : EMPTY,
  });
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const hasErrors = Object.keys(errors).length > 0;
  // "Please fix the validation errors" goes once the fields are valid again.
  useEffect(() => {
    if (!hasErrors) {
      setAlert((a) => (a?.text === USER_MESSAGES.fixErrors ? null : a));
    }
  }, [hasErrors]);
  const role = watch('role') as Role | '';
  const isStaffRole = role === 'admin' || role === 'manager';
  const field = fieldProps(register, errors);

  const onRoleChange = (next: Role) => {
    const preset = defaultPermissionsFor(next);
    for (const p of PERMISSIONS) setValue(`permissions.${p}`, preset[p] === true);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const result = await save.mutateAsync({ id: editing ? user.id : null, form: values });
        setSaved(true);
        setAlert({ variant: 'success', text: result.message });
        form.reset({ ...values, password: '', confirmPassword: '' });
        timer.current = setTimeout(() => void navigate(backTo), SAVED_REDIRECT_MS);
      } catch (e) {
        if (e instanceof ApiError && showServerFieldErrors(form.setError, e) > 0) {
          setAlert({
            variant: 'danger',
            text: e.status === 400 ? USER_MESSAGES.fixErrors : e.message,
          });
        } else {
          setAlert({
            variant: 'danger',
            text:
              e instanceof ApiError && e.status === 409
                ? e.message
                : PEOPLE_SCREEN_MESSAGES.userSave,
          });
        }
      }
    },
    () => setAlert({ variant: 'danger', text: USER_MESSAGES.fixErrors }),
  );

  return (
    // The fields hold someone else's details: no browser fills in the admin's own.
    <Form noValidate autoComplete="off" onSubmit={(e) => void onSubmit(e)}>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      <div className="row g-3">
        <div className="col-12 col-lg-8">
          <FormCard title="Personal Information" bodyClassName="row g-0 gx-3">
            <TextField
              className="col-md-6 mb-3"
              id="user-first-name"
              label="First Name"
              required
              {...field('firstName')}
            />
            <TextField
              className="col-md-6 mb-3"
              id="user-last-name"
              label="Last Name"
              required
              {...field('lastName')}
            />
            <TextField
              className="col-md-6 mb-3"
              id="user-email"
              label="Email"
              type="email"
              required
              {...field('email')}
            />
            <TextField
              className="col-md-6 mb-3"
              id="user-phone"
              label="Phone"
              type="tel"
              {...field('phone')}
            />
            <TextField
              className="col-12 mb-0"
              id="user-company"
              label="Company"
              {...field('companyName')}
            />
          </FormCard>
          <FormCard title="Address" bodyClassName="row g-0 gx-3">
            {ADDRESS_FIELDS.map(({ name, ...props }) => (
              <TextField key={name} {...props} {...field(name)} />
            ))}
            <SelectField
              className="col-md-6"
              id="user-country"
              label="Country"
              options={COUNTRY_OPTIONS}
              emptyLabel="Choose a country"
              {...field('address.country')}
            />
          </FormCard>
          <FormCard title={editing ? 'Change Password' : 'Password'} bodyClassName="row g-0 gx-3">
            <TextField
              className="col-md-6 mb-3 mb-md-0"
              id="user-password"
              label="Password"
              type="password"
              required={!editing}
              {...field('password')}
              autoComplete="new-password"
              help={
                editing ? 'Leave blank to keep the current password.' : 'At least 6 characters.'
              }
            />
            <TextField
              className="col-md-6 mb-0"
              id="user-confirm-password"
              label="Confirm Password"
              type="password"
              required={!editing}
              {...field('confirmPassword')}
              autoComplete="new-password"
            />
          </FormCard>
          <FormCard title="Notes">
            <TextField
              className="mb-0"
              id="user-notes"
              label="Notes"
              labelClassName="visually-hidden"
              rows={4}
              {...field('notes')}
            />
          </FormCard>
        </div>
        <div className="col-12 col-lg-4">
          <FormCard title="Account">
            <SelectField
              id="user-role"
              label="Role"
              required
              emptyLabel="Select a role"
              options={(user?.role === 'client'
                ? [...USER_ROLE_CHOICES, 'client' as const]
                : USER_ROLE_CHOICES
              ).map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              help={role && role !== 'client' ? ROLE_DESCRIPTIONS[role] : undefined}
              {...field('role', { onChange: (e) => onRoleChange(e.target.value as Role) })}
            />
            <SelectField
              className="mb-0"
              id="user-status"
              label="Status"
              options={STATUS_OPTIONS}
              {...field('status')}
            />
          </FormCard>
          {isStaffRole && (
            <FormCard title="Permissions">
              {PERMISSIONS.map((p) =>
                role === 'admin' ? (
                  // Administrators hold every permission: shown on, not editable.
                  <Form.Check
                    key={`admin-${p}`}
                    type="switch"
                    id={`user-permission-${p}`}
                    label={PERMISSION_LABELS[p]}
                    checked
                    disabled
                    readOnly
                  />
                ) : (
                  <Form.Check
                    key={p}
                    type="switch"
                    id={`user-permission-${p}`}
                    label={PERMISSION_LABELS[p]}
                    disabled={p === 'canManageUsers'}
                    {...register(`permissions.${p}`)}
                  />
                ),
              )}
              {errors.permissions?.message && (
                <div className="text-danger small mt-2">{errors.permissions.message}</div>
              )}
              <Form.Text>
                {role === 'admin'
                  ? 'Administrators hold every permission.'
                  : 'Manage Users is for administrators only.'}
              </Form.Text>
            </FormCard>
          )}
          <FormCard title="Preferences">
            {PREFERENCES.map((p) => (
              <Form.Check
                key={p}
                id={`user-pref-${p}`}
                label={PREFERENCE_LABELS[p]}
                {...register(`preferences.${p}`)}
              />
            ))}
          </FormCard>
          <div className="d-grid gap-2">
            <Button type="submit" disabled={formState.isSubmitting || saved}>
              {formState.isSubmitting && (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              )}
              {editing ? 'Update User' : 'Create User'}
            </Button>
            <Button variant="outline-secondary" onClick={() => void navigate(backTo)}>
              Cancel
            </Button>
          </div>
        </div>
      </div>
    </Form>
  );
}
