import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useAuth } from '../../auth/auth-context';
import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { buttonStyles } from '../../ui/button-styles';

export function CallToActionBand() {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const buttonClass = `${buttonStyles.large} ${buttonStyles.accent}`;
  return (
    <section aria-labelledby="cta-title" className="px-4 sm:px-6">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-leaf-800 px-6 py-14 text-center sm:px-12">
        <h2 id="cta-title" className="font-display text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to waste less and cook more?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-leaf-100">
          Your last grocery receipt is all Forkcast needs to plan your next few dinners.
        </p>
        <div className="mt-8 flex justify-center">
          {user ? (
            <Link to="/upload" className={buttonClass}>
              Upload Your First Receipt <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <button type="button" onClick={openSignIn} className={buttonClass}>
              Sign In to Get Started <ArrowRight aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
