/** Deleting an account waits until the user has typed DELETE (as shown) or their own email (in any case). */
export function deletionConfirmed(typed: string, email: string): boolean {
  const answer = typed.trim();
  return answer === 'DELETE' || answer.toLowerCase() === email.toLowerCase();
}
