import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { digitParams } from '@/app/guards';
import { MonthlyTopLanding } from '@/features/monthly-top/monthly-top-landing';

export const Route = createFileRoute('/$lang/monthly-top-user/$id/$urlIdentifier')({
  params: {
    parse: (raw) => {
      const digits = digitParams('id')(raw);
      return digits && { id: digits.id, urlIdentifier: raw.urlIdentifier };
    },
    stringify: ({ id, urlIdentifier }) => ({ id: String(id), urlIdentifier }),
  },
  staticData: { title: msg`Monthly top`, routeName: 'monthly-top-user', serverRendered: true, hideMenu: true, fullWidth: true },
  component: MonthlyTopUserPage,
});

function MonthlyTopUserPage() {
  const { id, urlIdentifier } = Route.useParams();
  return <MonthlyTopLanding key={`${id}/${urlIdentifier}`} id={id} urlIdentifier={urlIdentifier} />;
}
