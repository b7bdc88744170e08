import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
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
  updateUserSchema,
  USER_COUNTRIES,
  USER_MESSAGES,
  USER_ROLE_CHOICES,
  type AdminUser,
  type Role,
  type UserFormInput,
  type UserFormValues,
} from '@shop/contract';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useSaveUser } from '../api/admin-users';
import { ROLE_LABELS, STATUS_OPTIONS } from '../people-labels';
import { showServerFieldErrors } from '../../../lib/form-errors';

/** Redirect after saving a user (customer-and-commerce-admin.md section 9). */
export const SAVED_REDIRECT_MS = 2000;

const EMPTY: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: 'customer',
  status: 'active',
  companyName: '',
  address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
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

function valuesOf(user: AdminUser): UserFormValues {
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
      country: (USER_COUNTRIES as readonly string[]).includes(user.address.country)
        ? (user.address.country as UserFormValues['address']['country'])
        : 'US',
    },
    preferences: user.preferences,
    permissions: user.permissions,
    notes: user.notes ?? '',
  };
}

/**
 * The user form (customer-and-commerce-admin.md sections 3, 5 and 6): the schema is the one
 * the server checks with, so every message shows here first and again from the server.
 */
export function UserForm({ user, backTo }: { user?: AdminUser; backTo: string }) {
  const editing = user !== undefined;
  const navigate = useNavigate();
  const save = useSaveUser();
  const [alert, setAlert] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
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
  const err = (path: string) => {
    let node: unknown = errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };

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
    <Form noValidate onSubmit={(e) => void onSubmit(e)}>
      {alert && (
        <Alert
          variant={alert.variant}
          dismissible
          onClose={() => setAlert(null)}
          role={alert.variant === 'danger' ? 'alert' : 'status'}
        >
          {alert.text}
        </Alert>
      )}
      <div className="row g-3">
        <div className="col-12 col-lg-8">
          <Card className="shadow-sm mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              Personal Information
            </Card.Header>
            <Card.Body className="row g-0 gx-3">
              <TextField
                className="col-md-6 mb-3"
                id="user-first-name"
                label="First Name"
                required
                registration={register('firstName')}
                error={err('firstName')}
                autoComplete="off"
              />
              <TextField
                className="col-md-6 mb-3"
                id="user-last-name"
                label="Last Name"
                required
                registration={register('lastName')}
                error={err('lastName')}
                autoComplete="off"
              />
              <TextField
                className="col-md-6 mb-3"
                id="user-email"
                label="Email"
                type="email"
                required
                registration={register('email')}
                error={err('email')}
                autoComplete="off"
              />
              <TextField
                className="col-md-6 mb-3"
                id="user-phone"
                label="Phone"
                type="tel"
                registration={register('phone')}
                error={err('phone')}
                autoComplete="off"
              />
              <TextField
                className="col-12 mb-0"
                id="user-company"
                label="Company"
                registration={register('companyName')}
                error={err('companyName')}
                autoComplete="off"
              />
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              Address
            </Card.Header>
            <Card.Body className="row g-0 gx-3">
              <TextField
                className="col-12 mb-3"
                id="user-street"
                label="Street Address"
                registration={register('address.street')}
                error={err('address.street')}
                autoComplete="off"
              />
              <TextField
                className="col-md-6 mb-3"
                id="user-city"
                label="City"
                registration={register('address.city')}
                error={err('address.city')}
                autoComplete="off"
              />
              <TextField
                className="col-md-6 mb-3"
                id="user-state"
                label="State"
                registration={register('address.state')}
                error={err('address.state')}
                autoComplete="off"
              />
              <TextField
                className="col-md-6 mb-3 mb-md-0"
                id="user-zip"
                label="ZIP Code"
                registration={register('address.zipCode')}
                error={err('address.zipCode')}
                autoComplete="off"
              />
              <Form.Group className="col-md-6" controlId="user-country">
                <Form.Label>Country</Form.Label>
                <Form.Select {...register('address.country')}>
                  {USER_COUNTRIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              {editing ? 'Change Password' : 'Password'}
            </Card.Header>
            <Card.Body className="row g-0 gx-3">
              <TextField
                className="col-md-6 mb-3 mb-md-0"
                id="user-password"
                label="Password"
                type="password"
                required={!editing}
                registration={register('password')}
                error={err('password')}
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
                registration={register('confirmPassword')}
                error={err('confirmPassword')}
                autoComplete="new-password"
              />
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              Notes
            </Card.Header>
            <Card.Body>
              <Form.Group controlId="user-notes">
                <Form.Label className="visually-hidden">Notes</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={4}
                  {...register('notes')}
                  isInvalid={!!err('notes')}
                />
                <Form.Control.Feedback type="invalid">{err('notes')}</Form.Control.Feedback>
              </Form.Group>
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-lg-4">
          <Card className="shadow-sm mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              Account
            </Card.Header>
            <Card.Body>
              <Form.Group className="mb-3" controlId="user-role">
                <Form.Label>
                  Role{' '}
                  <span className="text-danger" aria-hidden="true">
                    *
                  </span>
                </Form.Label>
                <Form.Select
                  aria-required
                  isInvalid={!!err('role')}
                  {...register('role', { onChange: (e) => onRoleChange(e.target.value as Role) })}
                >
                  <option value="">Select a role</option>
                  {(user?.role === 'client'
                    ? [...USER_ROLE_CHOICES, 'client' as const]
                    : USER_ROLE_CHOICES
                  ).map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{err('role')}</Form.Control.Feedback>
                {role && role !== 'client' && <Form.Text>{ROLE_DESCRIPTIONS[role]}</Form.Text>}
              </Form.Group>
              <Form.Group controlId="user-status">
                <Form.Label>Status</Form.Label>
                <Form.Select {...register('status')}>
                  {STATUS_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Card.Body>
          </Card>
          {isStaffRole && (
            <Card className="shadow-sm mb-3">
              <Card.Header as="h2" className="h6 mb-0">
                Permissions
              </Card.Header>
              <Card.Body>
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
                {err('permissions') && (
                  <div className="text-danger small mt-2">{err('permissions')}</div>
                )}
                <Form.Text>
                  {role === 'admin'
                    ? 'Administrators hold every permission.'
                    : 'Manage Users is for administrators only.'}
                </Form.Text>
              </Card.Body>
            </Card>
          )}
          <Card className="shadow-sm mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              Preferences
            </Card.Header>
            <Card.Body>
              {PREFERENCES.map((p) => (
                <Form.Check
                  key={p}
                  id={`user-pref-${p}`}
                  label={PREFERENCE_LABELS[p]}
                  {...register(`preferences.${p}`)}
                />
              ))}
            </Card.Body>
          </Card>
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
