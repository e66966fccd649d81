/** The window event that tells the navigation's Today count to read again: an outcome was saved. */
export const TODAY_CHANGED = "admin-today-changed";
