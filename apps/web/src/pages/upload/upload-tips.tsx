import { Crop, Lightbulb, ShoppingBasket, SunDim, SquareDashed } from 'lucide-react';

const tips = [
  { icon: Lightbulb, text: 'Make sure the receipt is well-lit and in focus' },
  { icon: Crop, text: 'Capture the whole receipt, from the store name to the total' },
  { icon: SunDim, text: 'Avoid shadows and glare' },
  { icon: SquareDashed, text: 'Keep the receipt flat' },
  { icon: ShoppingBasket, text: 'Grocery receipts work best' },
];

export function UploadTips() {
  return (
    <aside aria-labelledby="upload-tips-title" className="rounded-3xl border border-leaf-800/10 bg-leaf-50 p-6">
      <h2 id="upload-tips-title" className="font-display text-xl font-bold text-leaf-900">
        Tips for best results
      </h2>
      <ul className="mt-4 space-y-3">
        {tips.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
