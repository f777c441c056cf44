// An Indian pincode's shape and the messages of the pincode checks. No zod here: the product page's delivery check
// and the address forms read these without loading the pincode calls' schemas.

export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

export const PINCODE_MESSAGES = {
  malformed: 'Please enter a valid 6-digit pincode.',
  unknown: (pin: string) => `We could not find the pincode ${pin}. Please check it and try again.`,
  notServed: (pin: string) => `Sorry, we do not deliver to ${pin} yet.`,
  stateMismatch: (pin: string, state: string) =>
    `The pincode ${pin} is in ${state}. Please check the state or the pincode.`,
  settingsSaved: 'Delivery settings saved.',
  unknownOrigin: (pin: string) =>
    `The shop's pincode ${pin} is not in India Post's directory. Please check it.`,
  unknownUnserved: (pins: string[]) =>
    `These pincodes are not in India Post's directory: ${pins.join(', ')}. Please check them.`,
  tooManyUnserved: (max: number) => `At most ${max} pincodes can be marked as not served.`,
} as const;
