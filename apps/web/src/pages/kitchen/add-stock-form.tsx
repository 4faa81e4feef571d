import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { ITEM_UNITS } from '@forkcast/contracts/vocabulary';
import { useAddStockItem } from '../../api/kitchen';
import { useIngredientLookup, useIngredientSearch } from '../../api/receipts';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';

type Unit = (typeof ITEM_UNITS)[number];
const field = 'mt-1 block w-full rounded-xl border border-leaf-800/20 bg-white px-3 py-2 text-ink';

/** Food added by hand: the name is matched to a known ingredient, the place and use-by come from its shelf life. */
export function AddStockForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState<Unit>('each');
  const [problem, setProblem] = useState<string | null>(null);
  const { data: suggestions = [] } = useIngredientSearch(name);
  const lookup = useIngredientLookup();
  const add = useAddStockItem();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const amount = Number(quantity);
    if (!(amount > 0)) return setProblem('Give an amount above zero.');
    const matches = await lookup(name.trim());
    const food = matches.find((match) => match.exact || match.name.toLowerCase() === name.trim().toLowerCase()) ?? matches[0];
    if (!food) return setProblem(`We don't know "${name.trim()}". Pick a food from the suggestions.`);
    add.mutate(
      { ingredient: food.id, quantity: amount, unit },
      {
        onSuccess: (item) => {
          toast.success(`${item.name} added to your kitchen`);
          setName('');
          setQuantity('1');
        },
        onError: (error) => setProblem(error.message || 'Could not add it'),
      },
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="rounded-2xl border border-leaf-800/10 bg-white p-4 shadow-sm" aria-label="Add food by hand">
      <p className="font-display text-lg font-bold text-leaf-900">Add food by hand</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <label className="text-sm font-semibold text-ink">
          Food
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            list={`${id}-foods`}
            placeholder="e.g. carrots"
            required
            autoComplete="off"
            className={field}
          />
          <datalist id={`${id}-foods`}>
            {suggestions.map((suggestion) => (
              <option key={suggestion.id} value={suggestion.name} />
            ))}
          </datalist>
        </label>
        <label className="text-sm font-semibold text-ink">
          Amount
          <input type="number" min="0" step="any" value={quantity} onChange={(event) => setQuantity(event.target.value)} className={field} />
        </label>
        <label className="text-sm font-semibold text-ink">
          Unit
          <select value={unit} onChange={(event) => setUnit(event.target.value as Unit)} className={field}>
            {ITEM_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={add.isPending || !name.trim()} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}
