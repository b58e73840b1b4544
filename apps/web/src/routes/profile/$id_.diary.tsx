import { createFileRoute } from '@tanstack/react-router';
import { DiaryPage } from '../../features/profile/diary/DiaryPage';
import { validateDiarySearch } from '../../features/profile/diary/diary-search';
import { idRouteParams } from '../../lib/params';

/** A user's diary: `?year=YYYY`, else their newest year with shows. */
export const Route = createFileRoute('/profile/$id_/diary')({
  params: idRouteParams,
  validateSearch: validateDiarySearch,
  component: DiaryRoute,
});

function DiaryRoute() {
  const { id } = Route.useParams();
  const { year } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DiaryPage
      key={id}
      userId={id}
      year={year}
      onYearChange={(next) => void navigate({ search: { year: next }, replace: true })}
    />
  );
}
