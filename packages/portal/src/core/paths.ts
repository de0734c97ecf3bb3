/** The hub (home-route) and the login page: the stores and the guard both lead there. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/account/login';
