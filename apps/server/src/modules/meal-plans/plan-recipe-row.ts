/** A recipe's place in a plan as the planner answers it and as an account export keeps it. */
interface PlacedRecipe<I> {
  day_number: number;
  meal_type: string;
  servings: number;
  ingredients: I;
  leftovers_for_day?: number;
  leftovers_from_day?: number;
}

/** One mapping from a placed recipe to its stored columns, used by plan generation and by account import. */
export function planRecipeColumns<I>(recipeId: string, placed: PlacedRecipe<I>, position: number) {
  return {
    recipeId,
    dayNumber: placed.day_number,
    mealType: placed.meal_type,
    position,
    servings: placed.servings,
    ingredients: placed.ingredients,
    leftoversForDay: placed.leftovers_for_day ?? null,
    leftoversFromDay: placed.leftovers_from_day ?? null,
  };
}
