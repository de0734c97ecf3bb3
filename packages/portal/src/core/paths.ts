/** The hub (home-route) and the login page (platform.md section 2): the stores and the guard both lead there. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/account/login';
