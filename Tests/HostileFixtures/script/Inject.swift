import SwiftUI

// Strings that would run script if a page LayoutViz writes put them into its markup or its
// script unescaped: preview names, Text content, display names (HostilePageTests).

struct InjectedCard: View {
    var body: some View {
        VStack {
            Text("</script><script>document.title='PWNED'</script>")
            Text("<img src=x onerror=\"document.title='PWNED'\">")
            Text("\u{2028}');document.title='PWNED';('")
        }
    }
}

#Preview("</script><script>document.title='PWNED'</script>") { InjectedCard() }

#Preview("<img src=x onerror=document.title='PWNED'> & \"quotes\"") { InjectedCard() }

struct Injected_Previews: PreviewProvider {
    static var previews: some View {
        InjectedCard().previewDisplayName("javascript:document.title='PWNED'")
    }
}
