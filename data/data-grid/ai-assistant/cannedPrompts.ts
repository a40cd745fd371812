import type { PromptResponse } from '@mui/x-data-grid-premium';

const empty: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

/**
 * Fixed answers for three prompts, standing in for a model: each one uses the parts of a
 * `PromptResponse` that the first demo's resolver never returns (aggregation and selection).
 */
export const cannedPrompts: Record<string, Omit<PromptResponse, 'conversationId'>> = {
  'Average price and rating per category': {
    ...empty,
    grouping: [{ column: 'category' }],
    aggregation: { price: 'avg', rating: 'avg' },
  },
  'Count the products in stock per category': {
    ...empty,
    filters: [{ column: 'inStock', operator: 'is', value: true }],
    grouping: [{ column: 'category' }],
    aggregation: { name: 'size' },
  },
  'Select the three cheapest products': {
    ...empty,
    sorting: [{ column: 'price', direction: 'asc' }],
    select: 3,
  },
};

/** An `onPrompt` that answers the canned prompts after a short delay, like a server would. */
export function resolveCannedPrompt(prompt: string): Promise<PromptResponse> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const answer = cannedPrompts[prompt];
      if (answer) {
        // Copies, because the grid empties the parts of a response that a disabled feature ignores.
        resolve(structuredClone({ ...answer, conversationId: 'canned' }));
      } else {
        reject(new Error('This demo only knows its three prompts.'));
      }
    }, 300);
  });
}
