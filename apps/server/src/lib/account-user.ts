// The shopper as the rest of the server sees her (accounts/ reads her; the identity plugin, returns and reviews take
// her as she is signed in). The password hash never leaves the accounts repository except for login.
export type AccountUser = {
  id: number;
  fullname: string;
  email: string;
  contact: string;
};
