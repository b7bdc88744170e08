/** The social networks the footer can link to (the shop's settings). No zod here. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
