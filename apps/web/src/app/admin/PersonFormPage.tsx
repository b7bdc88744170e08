import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PEOPLE_SCREEN_MESSAGES } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { adminUserQuery } from '../../features/users/api/admin-users';
import { UserForm } from '../../features/users/components/UserForm';
import { usePeopleRoute } from '../../features/users/hooks/use-people-area';
import { areaBase, fullName } from '../../features/users/people-labels';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/users/new, /admin/users/{id}/edit and the same under /admin/customers. */
export default function PersonFormPage() {
  const { area, id } = usePeopleRoute();
  const editing = id !== null;
  const noun = area === 'customers' ? 'Customer' : 'User';
  useDocumentTitle(editing ? `Edit ${noun}` : `Add ${noun}`);
  const user = useQuery({ ...adminUserQuery(id ?? 0), enabled: editing });
  const base = areaBase(area);
  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <Link to={editing ? `${base}/${id}` : base} className="btn btn-link px-0 mb-2">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back
      </Link>
      <h1 className="h2 mb-4">
        {editing ? `Edit ${noun}` : `Add ${noun}`}
        {user.data && <span className="text-body-secondary">: {fullName(user.data)}</span>}
      </h1>
      {!editing ? (
        <UserForm backTo={base} />
      ) : user.isPending ? (
        <LoadingState label="Loading user..." />
      ) : user.isError ? (
        <ErrorState
          retryLabel="Retry"
          message={PEOPLE_SCREEN_MESSAGES.userLoad}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <UserForm key={user.data.id} user={user.data} backTo={base} />
      )}
    </div>
  );
}
