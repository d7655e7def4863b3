// The withdraw page of the member centre.
export default function Page() {
  return null;
}
