/**
 * A subscription's status (spec section 4): 'active' as 'Active' in the success style, any other status ('trialing',
 * 'past_due') in words as a warning; the capitals are the stylesheet's, so the text stays the server's word.
 */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const active = status === 'active';
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-bold capitalize ${
        active ? 'bg-leaf-700 text-white' : 'bg-amber-100 text-amber-900 ring-1 ring-amber-300'
      }`}
    >
      {active ? 'Active' : status.replaceAll('_', ' ')}
    </span>
  );
}
