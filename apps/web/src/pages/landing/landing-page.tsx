import { CallToActionBand } from './call-to-action-band';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Testimonial } from './testimonial';

export default function LandingPage() {
  return (
    <>
      <title>Forkcast - meals planned from your grocery receipt</title>
      <Hero />
      <HowItWorks />
      <CallToActionBand />
      <Testimonial />
    </>
  );
}
