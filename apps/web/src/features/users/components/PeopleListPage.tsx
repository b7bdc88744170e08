import { useQuery } from '@tanstack/react-query';
import { PEOPLE_SCREEN_MESSAGES } from '@shop/contract';
import { listStateOf } from '../../../components/list/ListResults';
import { statCount, type StatCard } from '../../../components/list/StatCards';
import { useListParams, type ListSpec } from '../../../lib/use-list-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { peopleExportUrl, peopleListQuery } from '../api/admin-users';
import { usePeopleActions } from '../hooks/use-people-actions';
import type { PeopleArea } from '../people-labels';
import { PeopleListScreen } from './PeopleListScreen';

type ScreenProps<S extends string, F extends string> = Parameters<typeof PeopleListScreen<S, F>>[0];

const KIND = { users: 'user', customers: 'customer' } as const;
const LOAD_FAILED = {
  users: PEOPLE_SCREEN_MESSAGES.usersLoad,
  customers: PEOPLE_SCREEN_MESSAGES.customersLoad,
};

/**
 * The users or the customers list page. Both lists load, write and show their people alike;
 * they differ in their filters, sorts, columns and in the cards after Total and Active, which
 * the page gives (its statistics are its own call).
 */
export function PeopleListPage<S extends string, F extends string>({
  area,
  title,
  icon,
  addLabel,
  spec,
  filterFields,
  sortOptions,
  sorts,
  stats,
  totalLabel,
  moreCards,
}: Pick<
  ScreenProps<S, F>,
  'title' | 'icon' | 'addLabel' | 'filterFields' | 'sortOptions' | 'sorts'
> & {
  area: PeopleArea;
  /** A module constant (useListParams). */
  spec: ListSpec<S, F>;
  stats: {
    data: { total: number; active: number } | undefined;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The first card's label: "Total Users". */
  totalLabel: string;
  moreCards: StatCard[];
}) {
  useDocumentTitle(title);
  const view = useListParams(spec);
  const list = useQuery(peopleListQuery(area, view.listParams));
  const actions = usePeopleActions(KIND[area]);
  const cards: StatCard[] = [
    {
      label: totalLabel,
      value: statCount(stats.data?.total),
      icon: 'bi bi-people',
      tone: 'text-primary',
    },
    {
      label: 'Active',
      value: statCount(stats.data?.active),
      icon: 'bi bi-person-check',
      tone: 'text-success',
    },
    ...moreCards,
  ];
  return (
    <PeopleListScreen
      area={area}
      title={title}
      icon={icon}
      addLabel={addLabel}
      exportHref={peopleExportUrl(area, view.exportParams)}
      stats={{ cards, isError: stats.isError, onRetry: () => void stats.refetch() }}
      view={view}
      filterFields={filterFields}
      sortOptions={sortOptions}
      sorts={sorts}
      list={{
        ...listStateOf(list),
        rows: list.data?.people,
        pagination: list.data?.pagination,
      }}
      actions={actions}
      texts={{
        loading: `Loading ${area}...`,
        loadError: LOAD_FAILED[area],
        empty: `No ${area} found.`,
        noun: area,
      }}
    />
  );
}
