import ShopErrors
import Testing

@Suite("The enum errata's prebuilt binary generated from the .mdx guides")
struct ShopErrorsTests {
    @Test("Codes decode, with their symbol and messages in each language")
    func decoding() {
        #expect(ShopErrors.error(forCode: 201) == .cardDeclined)
        #expect(ShopError.outOfStock.documentedSymbol == "SHOP_ERROR_OUT_OF_STOCK")
        #expect(ShopError.cardDeclined.message(forLanguage: "ko") == "카드 결제가 거절되었습니다.")
        #expect(ShopError.cardDeclined.message(forLanguage: "en") == "The card was declined.")
        #expect(ShopError.allCases.count == 2)
    }
}
