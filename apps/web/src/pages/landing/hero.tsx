import { Link } from 'react-router';
import { CalendarDays, ScanLine, ServerCog, Timer, Sprout } from 'lucide-react';
import { useAuth } from '../../auth/auth-context';
import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { buttonStyles } from '../../ui/button-styles';
import { HeroIllustration } from './hero-illustration';

const promises = [
  { icon: ServerCog, text: 'Receipts read on our own servers' },
  { icon: Timer, text: 'A plan in about a second' },
  { icon: Sprout, text: 'Perishables cooked first' },
];

export function Hero() {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-x-0 top-0 -z-10 h-full bg-gradient-to-b from-leaf-50 to-cream" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.15fr_1fr] lg:gap-14 md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-tomato-700 shadow-sm ring-1 ring-tomato-100">
            From grocery bag to dinner plan
          </p>
          <h1 className="mt-5 font-display text-4xl leading-[1.1] font-bold tracking-tight text-leaf-900 sm:text-5xl lg:text-[3.25rem]">
            Transform Your Grocery Receipts Into Delicious Meals
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
            Photograph your receipt. Forkcast reads what you bought and plans days of meals with full recipes that use
            it up before it spoils.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {user ? (
              <>
                <Link to="/upload" className={`${buttonStyles.accent} ${buttonStyles.large}`}>
                  <ScanLine aria-hidden="true" className="size-5" /> Upload Receipt
                </Link>
                <Link to="/meal-plans" className={`${buttonStyles.secondary} ${buttonStyles.large}`}>
                  <CalendarDays aria-hidden="true" className="size-5" /> View Meal Plans
                </Link>
              </>
            ) : (
              <>
                <button type="button" onClick={openSignIn} className={`${buttonStyles.accent} ${buttonStyles.large}`}>
                  <ScanLine aria-hidden="true" className="size-5" /> Get Started - Upload Receipt
                </button>
                <Link to="/pricing" className={`${buttonStyles.secondary} ${buttonStyles.large}`}>
                  View Pricing
                </Link>
              </>
            )}
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm font-medium text-leaf-900 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-leaf-600" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
