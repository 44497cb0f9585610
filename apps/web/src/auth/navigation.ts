type Navigate = (to: string) => Promise<void> | void;

let navigate: Navigate = (to) => {
  window.location.assign(to);
};

/** The app registers its router here so session code outside React (logout) can change the route. */
export function setAuthNavigator(next: Navigate): void {
  navigate = next;
}

export async function navigateTo(to: string): Promise<void> {
  await navigate(to);
}
