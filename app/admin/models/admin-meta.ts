// Every admin page is kept out of search engines, whatever title it sets.
export const ADMIN_ROBOTS = { name: "robots", content: "noindex, nofollow" } as const;

export function adminMeta(title: string) {
  return [{ title: `${title} | Admin` }, ADMIN_ROBOTS];
}
