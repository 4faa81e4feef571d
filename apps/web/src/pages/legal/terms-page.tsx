import { Link } from 'react-router';
import { FREE_PLAN_DAYS } from '@forkcast/contracts/vocabulary';
import type { PlanFigures } from '../../plans/plan-offers';
import { usePlanFigures } from '../../plans/use-plan-figures';
import { LEGAL_EMAIL, LegalDocument, POSTAL_ADDRESS } from './legal-document';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const money = (amount: number) => `$${amount.toFixed(2)}`;

/** 'Free: 1 receipt and 1 meal plan per week, with meal plans of 3 days.' from the plan's figures. */
function allowanceSentence(name: string, figures: PlanFigures, extras = ''): string {
  const { receipt_processing: receipts, meal_plan_generation: plans } = figures.allowances;
  const receiptCount = counted(receipts.limit, 'receipt', 'receipts');
  const planCount = counted(plans.limit, 'meal plan', 'meal plans');
  const both =
    receipts.period === plans.period
      ? `${receiptCount} and ${planCount} per ${plans.period}`
      : `${receiptCount} per ${receipts.period} and ${planCount} per ${plans.period}`;
  const days = figures.max_meal_plan_days;
  const length = days > FREE_PLAN_DAYS ? `of up to ${days} days` : `of ${days} days`;
  return `${name}: ${both}, with meal plans ${length}${extras}.`;
}

export default function TermsPage() {
  const figures = usePlanFigures();
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Forkcast for using the Forkcast website and app. Please read
          them: by signing in you accept them. If you do not agree, do not use Forkcast.
        </p>
      }
    >
      <h2>1. What Forkcast does</h2>
      <p>
        Forkcast reads a photo of a grocery receipt, works out which foods you bought, and plans meals with full
        recipes that use that food before it spoils. Receipt reading and meal planning run on our own servers.
        Everything Forkcast produces is a suggestion to help you cook; you decide what to make and eat.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You sign in with a Google, Facebook or Twitter account. You must be at least 16 years old to use Forkcast.</li>
        <li>Keep your sign-in account secure. You are responsible for what happens under your Forkcast account.</li>
        <li>Tell us at <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a> if you believe someone else has used it.</li>
        <li>You may delete your account at any time. We may suspend or close accounts that break these terms.</li>
      </ul>

      <h2>3. Plans and allowances</h2>
      <p>
        Forkcast has a Free plan and a paid Premium plan. The allowances offered with each plan are shown on
        the <Link to="/pricing">Pricing page</Link>:
      </p>
      <ul>
        <li>{allowanceSentence('Free', figures.free)}</li>
        <li>{allowanceSentence('Premium', figures.premium, ', nutrition information and export')}</li>
      </ul>
      <p>
        Reading receipts and planning meals uses computing resources, so each plan also carries usage ceilings and a
        daily limit on automated processing (AI) cost:
      </p>
      <ul>
        <li>Free: up to 3 receipts and 10 recipes per week, and a daily AI cost limit of {money(figures.free.daily_cost_limit)}.</li>
        <li>Premium: up to 5 receipts and 10 recipes per day, and a daily AI cost limit of {money(figures.premium.daily_cost_limit)}.</li>
      </ul>
      <p>
        Both sets of limits apply; when one is reached, the action waits until that limit resets. Weekly allowances
        reset at the start of each week and daily limits at the start of each day. The app shows how much you have used
        and warns you when you get close.
      </p>

      <h2>4. Payment, cancellation and refunds</h2>
      <ul>
        <li>Premium costs $9.99 per month, charged in advance through our card payment provider, and renews each month until cancelled.</li>
        <li>You can cancel at any time. Premium continues until the end of the period you have paid for; your account then moves to Free and your data is kept.</li>
        <li>If you change plans during a billing period, the change is prorated: you pay, or are credited, only the difference for the rest of that period.</li>
        <li>30-day money-back guarantee: if you ask within 30 days of your first Premium payment, we refund it in full.</li>
        <li>We will tell you at least 30 days before any price change takes effect for you.</li>
      </ul>

      <h2>5. Your content</h2>
      <p>
        Your receipt photos, the items read from them, your preferences, meal plans and ratings remain yours. You give
        Forkcast permission to store and process them only to provide the service to you. Upload only receipts you are
        entitled to share, and do not upload images of other people's personal information.
      </p>

      <h2>6. Recipes, nutrition and food safety</h2>
      <p>
        Receipt reading can make mistakes, so check the items before you plan. Recipes, portion sizes and nutrition
        figures are estimates. They are not medical or dietary advice. Always check ingredients for allergens, follow
        safe food handling, cook food thoroughly and use your judgement about whether food is still good to eat: storage
        times are general guidance and cannot see your fridge.
      </p>

      <h2>7. Acceptable use</h2>
      <ul>
        <li>Do not try to get around plan limits, for example with multiple accounts or automated requests.</li>
        <li>Do not access, or try to access, another user's data, or probe, overload or disrupt the service.</li>
        <li>Do not copy, resell or scrape the recipe catalogue or the service.</li>
      </ul>

      <h2>8. Availability and changes</h2>
      <p>
        We work to keep Forkcast available and your data safe, but the service is provided as it is and may sometimes
        be interrupted for maintenance or by faults. We may improve or change features; if a change takes away
        something you pay for, we will tell you in advance and you may cancel with a prorated refund.
      </p>

      <h2>9. Ending the agreement</h2>
      <p>
        You may stop using Forkcast and delete your account at any time. When an account is deleted, its receipts,
        meal plans and other personal data are deleted from our systems within 30 days, except records we must keep by
        law, such as payment records.
      </p>

      <h2>10. Liability</h2>
      <p>
        To the extent the law allows, Forkcast is not liable for indirect or consequential loss, and our total liability
        to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits
        rights you have as a consumer that cannot be limited by agreement.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. We will post the new version here with a new date and, for significant changes,
        tell you in the app or by email at least 30 days before they apply.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>, or write to {POSTAL_ADDRESS}.
        How we handle personal data is explained in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </LegalDocument>
  );
}
