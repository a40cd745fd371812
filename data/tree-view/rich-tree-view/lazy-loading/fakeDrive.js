/** The whole drive, keyed by parent id. The root level uses the `root` key. */
const DRIVE = {
  root: [
    { id: 'documents', label: 'Documents', childrenCount: 3 },
    { id: 'photos', label: 'Photos', childrenCount: 2 },
    { id: 'todo.txt', label: 'todo.txt', childrenCount: 0 },
  ],
  documents: [
    { id: 'documents/invoices', label: 'Invoices', childrenCount: 2 },
    { id: 'documents/cv.pdf', label: 'cv.pdf', childrenCount: 0 },
    { id: 'documents/letter.docx', label: 'letter.docx', childrenCount: 0 },
  ],
  'documents/invoices': [
    { id: 'documents/invoices/march.pdf', label: 'march.pdf', childrenCount: 0 },
    { id: 'documents/invoices/april.pdf', label: 'april.pdf', childrenCount: 0 },
  ],
  photos: [
    { id: 'photos/beach.jpg', label: 'beach.jpg', childrenCount: 0 },
    { id: 'photos/mountain.jpg', label: 'mountain.jpg', childrenCount: 0 },
  ],
};

/** Resolves after `ms` milliseconds, to imitate network latency. */
export function wait(ms) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/** Simulated request: the children of `parentId`, or the root entries, after a delay. */
export async function fetchDriveEntries(parentId) {
  // The root level answers quickly; opening a folder takes a bit longer.
  await wait(parentId ? 800 : 300);
  return DRIVE[parentId ?? 'root'] ?? [];
}
