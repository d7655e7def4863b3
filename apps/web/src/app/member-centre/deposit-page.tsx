// The depositv2 page of the member centre.
export default function Page() {
  return null;
}
