import {
  ACCOUNT_ARCHIVE_MAX_UNPACKED_BYTES,
  ACCOUNT_ARCHIVE_VERSION,
  ACCOUNT_MANIFEST_NAME,
  accountManifest,
  RECEIPT_MAX_BYTES,
  type AccountManifest,
} from '@forkcast/contracts';
import { sniffImageType } from '@forkcast/receipts';
import { AppError } from '../../errors.js';
import { planRecipeColumns } from '../meal-plans/plan-recipe-row.js';
import { receiptItemColumns } from '../receipts/receipt-item-row.js';
import type { AccountData, AccountDataRepository, RestoredData } from './account-data-repository.js';
import { readTarGz, writeTarGz, type ArchiveFile } from './tar-archive.js';

const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' };

function toManifest(data: AccountData, exportedAt: Date): { manifest: AccountManifest; images: ArchiveFile[] } {
  const images: ArchiveFile[] = [];
  const receipts = data.receipts.map((receipt) => {
    const file = `images/${receipt.id}.${extensionOf[receipt.imageType] ?? 'bin'}`;
    images.push({ name: file, bytes: receipt.image });
    return {
      id: receipt.id,
      store_name: receipt.storeName,
      purchased_at: receipt.purchasedAt,
      created_at: receipt.createdAt.toISOString(),
      warnings: receipt.warnings,
      read_ms: receipt.readMs,
      image: { file, type: receipt.imageType, bytes: receipt.image.length },
      items: receipt.items.map((item) => ({
        raw: item.raw,
        ingredient: item.ingredientId,
        name: item.name,
        quantity: item.quantity,
        unit: item.unit,
        price: item.price === null ? null : Number(item.price),
        confidence: item.confidence,
        is_food: item.isFood,
        edited: item.edited,
      })),
    };
  });
  const manifest: AccountManifest = {
    format: 'forkcast-export',
    version: ACCOUNT_ARCHIVE_VERSION,
    exported_at: exportedAt.toISOString(),
    profile: {
      email: data.user.email,
      full_name: data.user.fullName,
      cooking_skill_level: data.user.cookingSkillLevel,
      household_size: data.user.householdSize,
      dietary_preferences: data.user.dietaryPreferences,
      created_at: data.user.createdAt.toISOString(),
    },
    receipts,
    meal_plans: data.mealPlans.map((plan) => ({
      id: plan.id,
      receipt_id: plan.receiptId,
      name: plan.name,
      description: plan.description,
      difficulty_level: plan.difficultyLevel,
      days_count: plan.daysCount,
      prep_time_max: plan.prepTimeMax,
      preferences: plan.preferences,
      metrics: plan.metrics,
      created_at: plan.createdAt.toISOString(),
      recipes: plan.recipes.map((placed) => ({
        recipe: placed.slug,
        day_number: placed.dayNumber,
        meal_type: placed.mealType,
        servings: placed.servings,
        ingredients: placed.ingredients,
        ...(placed.leftoversForDay === null ? {} : { leftovers_for_day: placed.leftoversForDay }),
        ...(placed.leftoversFromDay === null ? {} : { leftovers_from_day: placed.leftoversFromDay }),
      })),
    })),
    recipe_feedback: data.feedback.map((feedback) => ({
      recipe: feedback.slug,
      rating: feedback.rating,
      comments: feedback.comments,
      would_make_again: feedback.wouldMakeAgain,
      created_at: feedback.createdAt.toISOString(),
    })),
    subscriptions: data.subscriptions.map((subscription) => ({
      plan_type: subscription.planType,
      status: subscription.status,
      current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      created_at: subscription.createdAt.toISOString(),
    })),
  };
  return { manifest, images };
}

const invalid = (why: string) => new AppError('ARCHIVE_INVALID', `This is not a Forkcast export archive, or it is damaged: ${why}.`);

/** The manifest of an archive, checked, with each receipt's image bytes (re-sniffed and bounded like an upload). */
function readArchive(archive: Buffer): { manifest: AccountManifest; images: Map<string, { bytes: Buffer; type: string }> } {
  const files = readTarGz(archive, ACCOUNT_ARCHIVE_MAX_UNPACKED_BYTES);
  if (!files) throw invalid('it is not a gzip-compressed tar');
  const manifestFile = files.find((file) => file.name === ACCOUNT_MANIFEST_NAME);
  if (!manifestFile) throw invalid(`${ACCOUNT_MANIFEST_NAME} is missing`);
  let json: unknown;
  try {
    json = JSON.parse(manifestFile.bytes.toString('utf8'));
  } catch {
    throw invalid(`${ACCOUNT_MANIFEST_NAME} is not JSON`);
  }
  const parsed = accountManifest.safeParse(json);
  if (!parsed.success) throw invalid(`${ACCOUNT_MANIFEST_NAME} does not match version ${ACCOUNT_ARCHIVE_VERSION}`);
  const manifest = parsed.data;
  const images = new Map<string, { bytes: Buffer; type: string }>();
  for (const receipt of manifest.receipts) {
    const bytes = files.find((file) => file.name === receipt.image.file)?.bytes;
    if (!bytes) throw invalid(`${receipt.image.file} is missing`);
    if (bytes.length === 0 || bytes.length > RECEIPT_MAX_BYTES) throw invalid(`${receipt.image.file} is empty or larger than an upload may be`);
    const sniffed = sniffImageType(bytes);
    if (!sniffed) throw new AppError('UNSUPPORTED_FILE_TYPE', `${receipt.image.file} is not a JPEG, PNG, WebP or HEIC image.`);
    images.set(receipt.id, { bytes, type: `image/${sniffed}` });
  }
  const receiptIds = new Set(manifest.receipts.map((receipt) => receipt.id));
  if (receiptIds.size !== manifest.receipts.length) throw invalid('two receipts share an id');
  for (const plan of manifest.meal_plans) {
    if (plan.receipt_id !== null && !receiptIds.has(plan.receipt_id)) throw invalid(`meal plan ${plan.id} names a receipt the archive lacks`);
  }
  return { manifest, images };
}

/**
 * Account and data rights as the Privacy page promises: everything in one archive, the archive restored into an
 * empty account, and the account deleted with all its data (a paid subscription cancelled at the provider first,
 * so nobody is billed for an account that is gone).
 */
export function createAccountService(deps: {
  repository: AccountDataRepository;
  /** Ends a subscription at the payment provider now; absent when no provider is configured. */
  cancelProviderSubscription?: (subscriptionId: string) => Promise<void>;
}) {
  const { repository, cancelProviderSubscription } = deps;

  return {
    async export(userId: string, now = new Date()): Promise<{ bytes: Buffer; fileName: string }> {
      const data = await repository.collect(userId);
      if (!data) throw new AppError('PROFILE_NOT_FOUND');
      const { manifest, images } = toManifest(data, now);
      const files = [{ name: ACCOUNT_MANIFEST_NAME, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) }, ...images];
      return { bytes: writeTarGz(files, now), fileName: `forkcast-export-${now.toISOString().slice(0, 10)}.tar.gz` };
    },

    async import(userId: string, archive: Buffer): Promise<{ receipts: number; meal_plans: number; recipe_feedback: number }> {
      const { manifest, images } = readArchive(archive);
      const slugs = [...new Set([...manifest.meal_plans.flatMap((plan) => plan.recipes.map((r) => r.recipe)), ...manifest.recipe_feedback.map((f) => f.recipe)])];
      const recipeIds = await repository.recipeIdsBySlug(slugs);
      const missing = slugs.filter((slug) => !recipeIds.has(slug));
      if (missing.length) throw invalid(`recipes unknown to this Forkcast: ${missing.slice(0, 5).join(', ')}`);
      const data: RestoredData = {
        profile: {
          fullName: manifest.profile.full_name,
          cookingSkillLevel: manifest.profile.cooking_skill_level,
          householdSize: manifest.profile.household_size,
          dietaryPreferences: manifest.profile.dietary_preferences,
        },
        receipts: manifest.receipts.map((receipt) => ({
          archiveId: receipt.id,
          row: {
            storeName: receipt.store_name,
            purchasedAt: receipt.purchased_at,
            createdAt: new Date(receipt.created_at),
            warnings: receipt.warnings,
            readMs: receipt.read_ms,
            image: images.get(receipt.id)!.bytes,
            imageType: images.get(receipt.id)!.type,
          },
          items: receipt.items.map((item, position) => ({
            ...receiptItemColumns(item, position),
            confidence: item.confidence,
            edited: item.edited,
          })),
        })),
        mealPlans: manifest.meal_plans.map((plan) => ({
          receiptArchiveId: plan.receipt_id,
          row: {
            name: plan.name,
            description: plan.description,
            difficultyLevel: plan.difficulty_level,
            daysCount: plan.days_count,
            prepTimeMax: plan.prep_time_max,
            preferences: plan.preferences,
            metrics: plan.metrics,
            createdAt: new Date(plan.created_at),
          },
          recipes: plan.recipes.map((placed, position) => planRecipeColumns(recipeIds.get(placed.recipe)!, placed, position)),
        })),
        feedback: manifest.recipe_feedback.map((feedback) => ({
          recipeId: recipeIds.get(feedback.recipe)!,
          rating: feedback.rating,
          comments: feedback.comments,
          wouldMakeAgain: feedback.would_make_again,
          createdAt: new Date(feedback.created_at),
        })),
      };
      if ((await repository.restore(userId, data)) === 'not-empty') throw new AppError('ACCOUNT_NOT_EMPTY');
      return { receipts: data.receipts.length, meal_plans: data.mealPlans.length, recipe_feedback: data.feedback.length };
    },

    /** Cancels what the provider may still bill, then deletes the user and (by cascade) every row of theirs. */
    async delete(userId: string): Promise<void> {
      if (cancelProviderSubscription) {
        for (const id of await repository.billableSubscriptionIds(userId)) await cancelProviderSubscription(id);
      }
      if (!(await repository.deleteUser(userId))) throw new AppError('PROFILE_NOT_FOUND');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
