/** Every setting the extension reads, in one place; a manifest test checks package.json declares exactly these. */
export const Setting = {
  reviewFolders: 'verdicts.reviewFolders',
  includeBundledSeeds: 'verdicts.includeBundledSeeds',
  hoverEnabled: 'verdicts.hover.enabled',
  hoverLanguages: 'verdicts.hover.languages',
} as const;

export type Setting = (typeof Setting)[keyof typeof Setting];
