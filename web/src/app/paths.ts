/** Paths of part 1, section 2 that code navigates to. */
export const FORBIDDEN_PATH = '/errors/permissions';
export const SUPPORT_EMAIL = 'support@fleetdeck.local';
