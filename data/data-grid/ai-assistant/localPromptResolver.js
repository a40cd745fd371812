/**
 * A tiny rule-based stand-in for a language model. It understands a handful of English
 * phrasings and answers with the same `PromptResponse` shape a real service returns.
 * It runs in the browser: nothing is sent anywhere.
 */
export function resolveLocalPrompt(prompt, promptContext) {
  const text = prompt.toLowerCase();
  const columns = JSON.parse(promptContext);
  const fields = columns.map((column) => column.field);
  const findField = (word) =>
    fields.find((field) => field.toLowerCase() === word || `${field.toLowerCase()}s` === word);

  const response = {
    conversationId: 'local-conversation',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  let understood = false;

  // "sort by price descending", "sort by name", "cheapest first", "most expensive first"
  const sortMatch = text.match(/sort(?:ed)? by (\w+)(?:\s+(asc|ascending|desc|descending))?/);
  if (sortMatch && findField(sortMatch[1])) {
    const direction = sortMatch[2]?.startsWith('desc') ? 'desc' : 'asc';
    response.sorting.push({ column: findField(sortMatch[1]), direction });
    understood = true;
  } else if (text.includes('cheapest first')) {
    response.sorting.push({ column: 'price', direction: 'asc' });
    understood = true;
  } else if (text.includes('most expensive first')) {
    response.sorting.push({ column: 'price', direction: 'desc' });
    understood = true;
  }

  // "only in stock", "in stock only"
  if (/\bin stock\b/.test(text) && fields.includes('inStock')) {
    response.filters.push({ column: 'inStock', operator: 'is', value: 'true' });
    understood = true;
  }

  // "under 50", "below 50", "over 100", "above 100"
  const priceMatch = text.match(/\b(under|below|over|above)\s+\$?(\d+(?:\.\d+)?)/);
  if (priceMatch && fields.includes('price')) {
    const operator = priceMatch[1] === 'under' || priceMatch[1] === 'below' ? '<' : '>';
    response.filters.push({ column: 'price', operator, value: Number(priceMatch[2]) });
    understood = true;
  }

  // "group by category"
  const groupMatch = text.match(/group(?:ed)? by (\w+)/);
  if (groupMatch && findField(groupMatch[1])) {
    response.grouping.push({ column: findField(groupMatch[1]) });
    understood = true;
  }

  // "reset", "clear", "show everything"
  if (/\b(reset|clear|show everything)\b/.test(text)) {
    understood = true;
  }

  if (!understood) {
    throw new Error(
      'The local demo resolver did not recognize that. Try "sort by price descending", "only in stock" or "group by category".',
    );
  }
  return response;
}

/** Resolves after a short pause, like a request to a server would. */
export function resolveLocalPromptLater(prompt, promptContext) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(resolveLocalPrompt(prompt, promptContext));
      } catch (error) {
        reject(error);
      }
    }, 500);
  });
}
