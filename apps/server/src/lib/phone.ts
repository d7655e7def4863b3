/** Where an SMS code goes and is counted: the dialing code and the number, as one string (`+66812345678`). */
export const phoneDestination = (dialingCode: string, mobileNum: string) => `${dialingCode}${mobileNum}`;
