import { CheckProgress, TickBox } from './tick-box';
import { useTicks } from './use-ticks';

/** Numbered steps to tick off while cooking; a finished step fades so the next one stands out. */
export function InstructionSteps({ steps }: { steps: string[] }) {
  const { ticked, toggle } = useTicks();
  return (
    <div>
      <CheckProgress done={ticked.size} total={steps.length} word="completed" />
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => {
          const done = ticked.has(index);
          return (
            <li key={index}>
              <label
                className={`flex cursor-pointer items-start gap-4 rounded-2xl border p-4 transition-colors ${
                  done ? 'border-leaf-600/20 bg-leaf-50/70' : 'border-leaf-800/10 bg-white hover:border-leaf-600/40'
                }`}
              >
                <input type="checkbox" checked={done} onChange={() => toggle(index)} className="peer sr-only" />
                <TickBox checked={done}>{index + 1}</TickBox>
                <span className={`flex-1 leading-relaxed ${done ? 'text-muted' : 'text-ink'}`}>
                  {step}
                </span>
              </label>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
