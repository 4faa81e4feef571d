import type { DietaryPreferenceFlag, Profile } from '@forkcast/contracts';

const skillLabels: Record<Profile['cooking_skill_level'], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const skillLabel = (level: Profile['cooking_skill_level']) => skillLabels[level];

/** 'gluten-free' -> 'Gluten-free'. */
export const dietaryLabel = (flag: DietaryPreferenceFlag) => flag.charAt(0).toUpperCase() + flag.slice(1);
