import { Link } from 'react-router';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-header';
import { StatusPanel } from '../../ui/status-panel';

export default function NotFoundPage() {
  return (
    <PageContainer>
      <StatusPanel
        variant="wide"
        illustration={<EmptyPlate />}
        eyebrow="Error 404"
        title="This plate is empty"
        tabTitle="Page not found"
        message="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
      >
        <Link to="/" className={buttonStyles.primary}>
          Back to home
        </Link>
        <Link to="/pricing" className={buttonStyles.secondary}>
          See pricing
        </Link>
      </StatusPanel>
    </PageContainer>
  );
}

function EmptyPlate() {
  return (
    <svg viewBox="0 0 120 80" className="w-40" aria-hidden="true">
      <ellipse cx="60" cy="44" rx="46" ry="26" className="fill-white stroke-leaf-200" strokeWidth="3" />
      <ellipse cx="60" cy="44" rx="30" ry="16" className="fill-leaf-50 stroke-leaf-100" strokeWidth="2" />
      <path d="M8 18v14m-4-14v9a4 4 0 0 0 8 0v-9" className="stroke-leaf-700" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <path d="M112 18c-4 2-5 8-5 14h5v26" className="stroke-leaf-700" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
