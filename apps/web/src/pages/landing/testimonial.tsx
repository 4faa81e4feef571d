import { Star } from 'lucide-react';

export function Testimonial() {
  return (
    <section aria-label="What home cooks say" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-24">
      <div role="img" aria-label="Rated 5 out of 5 stars" className="flex justify-center gap-1 text-honey-400">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} aria-hidden="true" className="size-6 fill-current" />
        ))}
      </div>
      <figure className="mt-6">
        <blockquote className="font-display text-2xl leading-snug text-leaf-900 sm:text-3xl">
          &ldquo;I used to throw out half a bag of spinach every week. Now Forkcast puts it in Monday's dinner before it
          wilts, and I shop from the plan instead of guessing.&rdquo;
        </blockquote>
        <figcaption className="mt-6 text-muted">
          <span className="font-semibold text-ink">Elena M.</span>, home cook and mother of two
        </figcaption>
      </figure>
    </section>
  );
}
