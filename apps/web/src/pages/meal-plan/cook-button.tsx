import { CookingPot, Undo2 } from 'lucide-react';
import { useCookedRecipes, useCookRecipe } from '../../api/kitchen';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';

/** 'Mark as cooked' under a plan's recipe: its ingredients come out of the kitchen's stock; undo puts them back. */
export function CookButton({ planId, recipeId, recipeName }: { planId: string; recipeId: string; recipeName: string }) {
  const cookedList = useCookedRecipes(planId);
  const cook = useCookRecipe();
  const toast = useToast();
  const cooked = cookedList.data?.some((entry) => entry.recipe_id === recipeId) ?? false;

  function toggle() {
    cook.mutate(
      { recipeId, undo: cooked },
      {
        onSuccess: () => toast.success(cooked ? `${recipeName}: back in your kitchen` : `${recipeName} cooked: taken from your kitchen`),
        onError: (error) => toast.error(error.message || 'Could not update your kitchen'),
      },
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={cook.isPending || cookedList.isPending}
      aria-pressed={cooked}
      aria-label={cooked ? `Undo cooked: ${recipeName}` : `Mark as cooked: ${recipeName}`}
      className={`${cooked ? buttonStyles.secondary : buttonStyles.ghost} self-start px-3 py-1.5 text-sm`}
    >
      {cooked ? <Undo2 aria-hidden="true" className="size-4" /> : <CookingPot aria-hidden="true" className="size-4" />}
      {cooked ? 'Cooked · undo' : 'Mark as cooked'}
    </button>
  );
}
